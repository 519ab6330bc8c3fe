// Current user and account (contract §5, §6).
import { call } from './http.ts';

export const fetchPersonalUser = () => call('personalUser');

export const fetchAccount = () => call('account');
