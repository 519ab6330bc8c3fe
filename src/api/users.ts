// Current user and account (contract §5, §6).
import { request } from './http.ts';
import type { AccountResponse, PersonalUserResponse } from '../../contract/wire.ts';

export const fetchPersonalUser = () => request<PersonalUserResponse>('/personal-user');

export const fetchAccount = () => request<AccountResponse>('/user/account');
