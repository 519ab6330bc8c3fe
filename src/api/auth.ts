// Auth, verification, password reset and change (contract §3, §4).
import type { ChangePasswordRequest, LoginRequest, RegisterRequest } from '../../contract/wire.ts';
import { call } from './http.ts';

export const register = (body: RegisterRequest) => call('register', { body });

export const login = (body: LoginRequest) => call('login', { body });

/** Revokes the given token; the browser may already have forgotten it. */
export const logout = (token: string) => call('logout', { headers: { Authorization: `Bearer ${token}` } });

export const verifyOtp = (otpCode: string) => call('verifyOtp', { body: { otp_code: otpCode } });

export const resendOtp = () => call('resendOtp');

export const requestPasswordReset = (email: string) => call('requestPasswordReset', { body: { email } });

export const confirmPasswordReset = (token: string, email: string) =>
  call('confirmPasswordReset', { params: { token, email } });

export const changePassword = (body: ChangePasswordRequest) => call('changePassword', { body });
