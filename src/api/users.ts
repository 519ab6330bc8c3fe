// Current user and account (contract §5, §6).
import { call } from './http.ts';

export const fetchPersonalUser = () => call('personalUser');

export const fetchAccount = () => call('account');

/** The member keeps the password the reset mail gave; the account page stops asking. */
export const keepMailedPassword = () => call('keepMailedPassword');
