import type { AddContactRequest, AddContactResponse } from '@colony/contract/contact';
import { isSuccess } from '@colony/contract/envelope';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/api-error.ts';
import { request } from '../../../lib/http/request.ts';

export interface ContactReceipt extends AddContactResponse {
  /** The server's thanks, in the user's language. */
  message: string;
}

/** Sends the contact form; the whole envelope is read because the toast shows the server's `msg`. */
export async function addContact(body: AddContactRequest): Promise<ContactReceipt> {
  const envelope = await request<AddContactResponse>('/user/user/addContact', { method: 'POST', body });
  if (!isSuccess(envelope)) throw new ApiError(envelope);
  return { ...envelope.data, message: envelope.msg };
}

export function useAddContact() {
  return useMutation({ mutationFn: addContact });
}
