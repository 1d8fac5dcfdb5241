import { TOAST_DURATION_MS } from '@colony/contract/constants';
import { Toaster as Sonner } from 'sonner';

export function Toaster() {
  return <Sonner theme="dark" position="top-center" duration={TOAST_DURATION_MS} />;
}
