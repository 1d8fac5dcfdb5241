import type { UserIndexResponse } from '@colony/contract/auth';
import { ERRORS } from '@colony/contract/errors';
import { expect, it } from 'vitest';
import { apiCall, signInViaApi } from '../support/api-sign-in.ts';
import { describeInBrowser, useBrowserSession } from '../support/browser-session.ts';
import { ROOT_INVITE_CODE, ROOT_MEMBER } from '../support/e2e-chain.ts';
import { TEST_WALLET_INFO } from '../support/test-wallet.ts';
import {
  freshFundedKey,
  installTestWallet,
  NO_STORED_SESSION,
  storedSession,
  waitForWalletPhase,
  walletButton,
} from '../support/wallet-session.ts';

describeInBrowser('wallet sign-in', () => {
  const session = useBrowserSession();

  it('connects and signs in with one signature through an invite link', async () => {
    const { page } = session;
    const wallet = await installTestWallet(session);
    await page.goto(`/?code=${ROOT_INVITE_CODE}`);
    await walletButton(page).click();
    await waitForWalletPhase(page, 'connected');

    const signatures = wallet.requestsOf('personal_sign');
    expect(signatures).toHaveLength(1);
    const message = Buffer.from(String(signatures[0]?.params[0]).slice(2), 'hex').toString('utf8');
    expect(message).toContain(wallet.address);
    // Bound to this site (the server names itself localhost when no PUBLIC_URL is set).
    const { port } = new URL(page.url());
    expect(message).toMatch(new RegExp(`^(localhost|127\\.0\\.0\\.1):${port} wants you to sign in`));
    expect(message).toContain(ROOT_INVITE_CODE);
    expect(await page.getByTestId('bind-superior-dialog').count()).toBe(0);

    const stored = await storedSession(page);
    expect(stored.address?.toLowerCase()).toBe(wallet.address.toLowerCase());
    expect(stored.token).toBeTruthy();
    expect(stored.refreshToken).toBe(stored.token);

    // The session is the server's: the profile answers for this address, bound to the root member.
    const profile = await apiCall<UserIndexResponse>(
      '/user/user/index',
      {},
      {
        address: wallet.address,
        token: stored.token ?? '',
      },
    );
    expect(profile.code).toBe(200);
    expect(profile.data.address).toBe(wallet.address);
    expect(profile.data.superior).toBe(ROOT_MEMBER.address);
    await expect.poll(() => walletButton(page).textContent()).toContain(wallet.address.slice(0, 6));
  });

  it('a new visitor without a code binds a superior in the dialog, then signs a fresh message with it', async () => {
    const { page } = session;
    const wallet = await installTestWallet(session);
    await page.goto('/');
    await walletButton(page).click();
    const dialog = page.getByTestId('bind-superior-dialog');
    await dialog.waitFor({ state: 'visible' });
    // The server's message leads the dialog.
    await dialog.getByText('Please enter the invite code of the member who invited you').waitFor();
    await waitForWalletPhase(page, 'signingIn');
    expect(wallet.requestsOf('personal_sign')).toHaveLength(1);

    // Required, then well-formed.
    await dialog.getByRole('button', { name: 'Sign and join' }).click();
    await dialog.getByText('Please enter invite code').waitFor();
    await dialog.getByLabel('Invite code').fill('abc');
    await dialog.getByRole('button', { name: 'Sign and join' }).click();
    await dialog.getByText('An invite code has 8 letters and digits.').waitFor();
    expect(wallet.requestsOf('personal_sign')).toHaveLength(1);

    await dialog.getByLabel('Invite code').fill(ROOT_INVITE_CODE.toLowerCase());
    await dialog.getByRole('button', { name: 'Sign and join' }).click();
    await waitForWalletPhase(page, 'connected');
    await dialog.waitFor({ state: 'detached' });
    const signatures = wallet.requestsOf('personal_sign');
    expect(signatures).toHaveLength(2);
    const second = Buffer.from(String(signatures[1]?.params[0]).slice(2), 'hex').toString('utf8');
    expect(second).toContain(ROOT_INVITE_CODE);
    expect((await storedSession(page)).token).toBeTruthy();
  });

  it('prefills the code of a hash link and keeps the dialog open with the reason when that code is unknown', async () => {
    const { page } = session;
    await installTestWallet(session);
    await page.goto('/#/?code=ZZZZZZZZ');
    await walletButton(page).click();
    const dialog = page.getByTestId('bind-superior-dialog');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getByLabel('Invite code').inputValue()).toBe('ZZZZZZZZ');
    await dialog.getByText('This invite code does not exist, please check it').waitFor();
    await dialog.getByLabel('Invite code').fill(ROOT_INVITE_CODE);
    await dialog.getByRole('button', { name: 'Sign and join' }).click();
    await waitForWalletPhase(page, 'connected');
  });

  it('a member who later opens someone else’s invite link signs in as before: no error, the superior unchanged', async () => {
    const { page } = session;
    const memberKey = await freshFundedKey();
    const member = await signInViaApi(memberKey, ROOT_INVITE_CODE);
    const someoneElse = await signInViaApi(await freshFundedKey(), ROOT_INVITE_CODE);
    const wallet = await installTestWallet(session, { privateKeys: [memberKey] });
    const logins: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user/login/login') logins.push(request.postDataJSON());
    });

    await page.goto(`/?code=${someoneElse.inviteCode}`);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('inviteCode')))
      .toContain(someoneElse.inviteCode);
    // A later visit, without the link: the kept code goes with the sign-in.
    await page.goto('/');
    await walletButton(page).click();
    await waitForWalletPhase(page, 'connected');

    // The server left the code out of a member's message, and the login sent none either.
    const signatures = wallet.requestsOf('personal_sign');
    expect(signatures).toHaveLength(1);
    const message = Buffer.from(String(signatures[0]?.params[0]).slice(2), 'hex').toString('utf8');
    expect(message).not.toContain(someoneElse.inviteCode);
    expect(logins).toHaveLength(1);
    expect(logins[0]).not.toHaveProperty('referee');
    expect(await page.getByTestId('bind-superior-dialog').count()).toBe(0);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);

    const stored = await storedSession(page);
    expect(stored.address).toBe(member.address);
    const profile = await apiCall<UserIndexResponse>(
      '/user/user/index',
      {},
      { address: member.address, token: stored.token ?? '' },
    );
    expect(profile.code).toBe(200);
    expect(profile.data.superior).toBe(ROOT_MEMBER.address);
    expect(await page.evaluate(() => localStorage.getItem('inviteCode'))).toBeNull();
  });

  it('a rejected signature leaves the wallet disconnected, and says so', async () => {
    const { page } = session;
    const wallet = await installTestWallet(session);
    wallet.rejectNext('personal_sign');
    await page.goto(`/?code=${ROOT_INVITE_CODE}`);
    // The notice shows for two seconds: watched for from the click on.
    const notice = page
      .locator('[data-sonner-toast]')
      .getByText('Sign-in cancelled: you declined the signature in your wallet.')
      .waitFor();
    await walletButton(page).click();
    await notice;
    await expect
      .poll(() => wallet.requestsOf('personal_sign').map((request) => request.outcome))
      .toEqual([4001]);
    await waitForWalletPhase(page, 'disconnected');
    await expect.poll(() => wallet.isConnected).toBe(false);
    expect(await storedSession(page)).toEqual(NO_STORED_SESSION);
    expect(wallet.requestsOf('personal_sign')).toHaveLength(1);
  });

  it('declining the connection in the wallet changes nothing, silently', async () => {
    const { page } = session;
    const wallet = await installTestWallet(session);
    wallet.rejectNext('wallet_requestPermissions');
    await page.goto(`/?code=${ROOT_INVITE_CODE}`);
    await walletButton(page).click();
    await expect
      .poll(() => wallet.requestsOf('wallet_requestPermissions').map((request) => request.outcome))
      .toEqual([4001]);
    await waitForWalletPhase(page, 'disconnected');
    expect(wallet.requestsOf('personal_sign')).toHaveLength(0);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
  });

  it('without any wallet in the browser, says how to get one', async () => {
    const { page } = session;
    await page.goto('/');
    await walletButton(page).click();
    const chooser = page.getByTestId('wallet-chooser');
    await chooser.waitFor({ state: 'visible' });
    expect(await chooser.textContent()).toContain('No browser wallet found');
    await page.keyboard.press('Escape');
    await chooser.waitFor({ state: 'detached' });
    await waitForWalletPhase(page, 'disconnected');
  });

  it('resumes the session after a reload without asking for another signature', async () => {
    const { page } = session;
    const wallet = await installTestWallet(session);
    await page.goto(`/?code=${ROOT_INVITE_CODE}`);
    await walletButton(page).click();
    await waitForWalletPhase(page, 'connected');
    await page.reload();
    // The stored session shows at once, while the wallet is being found again.
    await waitForWalletPhase(page, 'reconnecting');
    await waitForWalletPhase(page, 'connected');
    expect(wallet.requestsOf('personal_sign')).toHaveLength(1);
    expect((await storedSession(page)).address?.toLowerCase()).toBe(wallet.address.toLowerCase());
  });

  it('switching accounts in the wallet signs the new account in', async () => {
    const { page } = session;
    const second = await freshFundedKey();
    await signInViaApi(second, ROOT_INVITE_CODE);
    const wallet = await installTestWallet(session, { privateKeys: [await freshFundedKey(), second] });
    await page.goto(`/?code=${ROOT_INVITE_CODE}`);
    await walletButton(page).click();
    await waitForWalletPhase(page, 'connected');
    const first = await storedSession(page);

    await wallet.switchAccount(1);
    await expect
      .poll(async () => (await storedSession(page)).address?.toLowerCase())
      .toBe(wallet.address.toLowerCase());
    await waitForWalletPhase(page, 'connected');
    expect(wallet.requestsOf('personal_sign')).toHaveLength(2);
    await expect.poll(() => walletButton(page).textContent()).toContain(wallet.address.slice(0, 6));
    // The first account's session was revoked on the way.
    const old = await apiCall(
      '/user/user/index',
      {},
      { address: first.address ?? '', token: first.token ?? '' },
    );
    expect(old.code).toBe(ERRORS.sessionInvalid.code);
  });

  it('disconnecting clears the stored session and revokes it on the server', async () => {
    const { page } = session;
    await installTestWallet(session);
    await page.goto(`/?code=${ROOT_INVITE_CODE}`);
    await walletButton(page).click();
    await waitForWalletPhase(page, 'connected');
    const before = await storedSession(page);

    await walletButton(page).click();
    await page.getByTestId('wallet-menu').getByRole('button', { name: 'Disconnect' }).click();
    await waitForWalletPhase(page, 'disconnected');
    expect(await storedSession(page)).toEqual(NO_STORED_SESSION);
    await expect
      .poll(
        async () =>
          (
            await apiCall(
              '/user/user/index',
              {},
              { address: before.address ?? '', token: before.token ?? '' },
            )
          ).code,
      )
      .toBe(ERRORS.sessionInvalid.code);
  });
});

describeInBrowser('unsupported chain', () => {
  const session = useBrowserSession();

  it('opens the dialog on another chain; switching adds BNB Smart Chain when the wallet lacks it, then signs in', async () => {
    const { page } = session;
    const wallet = await installTestWallet(session, { chainId: 137, knownChains: [1, 137] });
    await page.goto(`/?code=${ROOT_INVITE_CODE}`);
    await walletButton(page).click();
    const dialog = page.getByTestId('unsupported-chain-dialog');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.textContent()).toContain('The current chain is not supported');
    // No signature on a chain the colony does not run on, and only the dialog's own actions close it.
    expect(wallet.requestsOf('personal_sign')).toHaveLength(0);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Switch to BNB Smart Chain' }).click();
    await waitForWalletPhase(page, 'connected');
    await dialog.waitFor({ state: 'detached' });
    expect(wallet.requestsOf('wallet_switchEthereumChain').map((request) => request.outcome)).toEqual([4902]);
    const added = wallet.requestsOf('wallet_addEthereumChain');
    expect(added).toHaveLength(1);
    expect(added[0]?.params[0]).toMatchObject({ chainId: '0x38' });
    expect(wallet.chainId).toBe(56);
    expect(wallet.requestsOf('personal_sign')).toHaveLength(1);
    const signedIn = await storedSession(page);
    expect(signedIn.token).toBeTruthy();

    // Leaving for another chain brings the dialog back without ending the session; disconnect ends it.
    await wallet.switchChainFromWallet(137);
    await dialog.waitFor({ state: 'visible' });
    expect(await storedSession(page)).toEqual(signedIn);
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await waitForWalletPhase(page, 'disconnected');
    await dialog.waitFor({ state: 'detached' });
    expect(await storedSession(page)).toEqual(NO_STORED_SESSION);
  });

  it('switches straight away when the wallet knows BNB Smart Chain', async () => {
    const { page } = session;
    const wallet = await installTestWallet(session, { chainId: 1 });
    await page.goto(`/?code=${ROOT_INVITE_CODE}`);
    await walletButton(page).click();
    // Ethereum is one of the colony's chains: no dialog, the sign-in runs there.
    await waitForWalletPhase(page, 'connected');
    expect(await page.getByTestId('unsupported-chain-dialog').count()).toBe(0);
    await wallet.switchChainFromWallet(10);
    const dialog = page.getByTestId('unsupported-chain-dialog');
    await dialog.getByRole('button', { name: 'Switch to BNB Smart Chain' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(wallet.requestsOf('wallet_switchEthereumChain').map((request) => request.outcome)).toEqual(['ok']);
    expect(wallet.requestsOf('wallet_addEthereumChain')).toHaveLength(0);
    expect(wallet.chainId).toBe(56);
  });
});

describeInBrowser('session ended by the server', () => {
  const session = useBrowserSession();

  it('-403 shows the login-expired notice, clears the session and shows the wallet signed out', async () => {
    const { page } = session;
    await installTestWallet(session);
    await page.goto(`/?code=${ROOT_INVITE_CODE}`);
    await walletButton(page).click();
    await waitForWalletPhase(page, 'connected');
    const stored = await storedSession(page);
    const logout = await apiCall(
      '/user/login/logout',
      {},
      { address: stored.address ?? '', token: stored.token ?? '' },
    );
    expect(logout.code).toBe(200);

    await walletButton(page).click();
    await page.getByTestId('wallet-menu').getByRole('link', { name: 'Personal Center' }).click();
    await page.getByText('Login expired, please log in again').waitFor();
    await waitForWalletPhase(page, 'disconnected');
    expect(await storedSession(page)).toEqual(NO_STORED_SESSION);
    await page.getByTestId('profile-signed-out').waitFor();
  });
});

describeInBrowser('two wallets in one browser', () => {
  const session = useBrowserSession();

  it('lists both in the chooser, connects the chosen one and marks it as last used next time', async () => {
    const { page } = session;
    const first = await installTestWallet(session);
    const second = await installTestWallet(session, {
      injectWindowEthereum: false,
      info: {
        uuid: '8a2f6c31-7e44-4d1b-b0a9-2c5b7d9e1f03',
        name: 'Orbit Wallet',
        rdns: 'org.colony.orbit-wallet',
        icon: TEST_WALLET_INFO.icon,
      },
    });
    await page.goto(`/?code=${ROOT_INVITE_CODE}`);
    await walletButton(page).click();
    const chooser = page.getByTestId('wallet-chooser');
    await chooser.waitFor({ state: 'visible' });
    const names = await chooser
      .getByRole('button')
      .filter({ hasText: /Wallet/ })
      .allTextContents();
    expect(names.map((name) => name.replace(/(Installed|Last used)$/, ''))).toEqual([
      'Colony Test Wallet',
      'Orbit Wallet',
    ]);

    await chooser.getByRole('button', { name: /Orbit Wallet/ }).click();
    await waitForWalletPhase(page, 'connected');
    expect(first.requestsOf('personal_sign')).toHaveLength(0);
    expect(second.requestsOf('personal_sign')).toHaveLength(1);
    expect((await storedSession(page)).address?.toLowerCase()).toBe(second.address.toLowerCase());

    await walletButton(page).click();
    await page.getByTestId('wallet-menu').getByRole('button', { name: 'Disconnect' }).click();
    await waitForWalletPhase(page, 'disconnected');
    await walletButton(page).click();
    await chooser.waitFor({ state: 'visible' });
    const again = await chooser
      .getByRole('button')
      .filter({ hasText: /Wallet/ })
      .allTextContents();
    expect(again[0]).toBe('Orbit WalletLast used');
  });
});
