// Auth, verification, password reset and change (contract §3, §4).
import { request } from './http.ts';
import type {
  ChangePasswordRequest,
  Envelope,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
} from '../../contract/wire.ts';

export const register = (body: RegisterRequest) =>
  request<RegisterResponse>('/register', { method: 'POST', body });

export const login = (body: LoginRequest) => request<LoginResponse>('/login', { method: 'POST', body });

/** Revokes the given token; the browser may already have forgotten it. */
export const logout = (token: string) =>
  request<Envelope>('/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });

export const verifyOtp = (otpCode: string) =>
  request<Envelope>('/verify-otp', { method: 'POST', body: { otp_code: otpCode } });

export const resendOtp = () => request<Envelope>('/resend-otp', { method: 'POST' });

export const requestPasswordReset = (email: string) =>
  request<Envelope>('/reset-password', { method: 'POST', body: { email } });

export const confirmPasswordReset = (token: string, email: string) =>
  request<Envelope>(`/reset-password/${encodeURIComponent(token)}/${encodeURIComponent(email)}`, {
    method: 'POST',
  });

export const changePassword = (body: ChangePasswordRequest) =>
  request<Envelope>('/reset-password', { method: 'PUT', body });
