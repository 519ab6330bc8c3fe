// Contract §3: register, login, logout, e-mail verification.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Envelope, LoginResponse, RegisterResponse } from '../../src/api/wire.ts';
import {
  emailAddress,
  newPassword,
  personFields,
  requiredText,
  typedPassword,
  withPasswordConfirmation,
} from '../http/fields.ts';
import { conflictError, parseIdentityInput } from '../http/identity-conflicts.ts';
import { depsOf, sessionOf } from '../http/request-context.ts';
import { parseInput } from '../http/validation.ts';
import { isPlainLine } from '../lib/plain-text.ts';
import { requireAuth } from '../plugins/auth.ts';
import { rateLimit } from '../plugins/rate-limit.ts';
import { logIn, registerUser } from '../services/accounts.ts';
import { issueOtp, OTP_CODE_PATTERN, verifyOtp } from '../services/otp.ts';
import { revokeToken } from '../services/tokens.ts';
import { findUserByVerifyRef } from '../services/users.ts';

const registerBody = withPasswordConfirmation(
  z.object({
    ...personFields,
    email: emailAddress(),
    password: newPassword(),
    password_confirmation: z.unknown().optional(),
  }),
);

const loginBody = z.object({
  user_mail: requiredText('Email atau username'),
  password: typedPassword('Password'),
});

const otpBody = z.object({
  // The SPA may send the six digits as a number.
  otp_code: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    requiredText('Kode OTP', (text) => text.regex(OTP_CODE_PATTERN, 'Kode OTP harus 6 digit angka')),
  ),
});

const verifyLinkParams = z.object({ ref: z.string(), code: z.string() });

export const authRoutes: FastifyPluginAsync = async (app) => {
  app.post('/register', async (request, reply) => {
    const input = await parseIdentityInput(app.db, registerBody, request.body);
    const result = await registerUser(depsOf(request), input);
    if ('conflicts' in result) throw conflictError(result.conflicts);
    return reply
      .code(201)
      .send({ status: true, message: 'Success Registration', token: result.token } satisfies RegisterResponse);
  });

  app.post('/login', { preHandler: rateLimit('login', (config) => config.loginRateLimit, 'ip') }, async (request, reply) => {
    const { user_mail, password } = parseInput(loginBody, request.body);
    const result = await logIn(depsOf(request), user_mail, password);
    if (!result) return reply.code(400).send({ status: false, message: 'Credentials not match' });
    return reply.send({ status: true, message: 'Login Success', ...result } satisfies LoginResponse);
  });

  app.post('/logout', { preHandler: requireAuth('auth') }, async (request, reply) => {
    await revokeToken(app.db, sessionOf(request).tokenId);
    return reply.send({ status: true, message: 'Logout success' } satisfies Envelope);
  });

  app.post('/verify-otp', { preHandler: requireAuth('unverified') }, async (request, reply) => {
    const { otp_code } = parseInput(otpBody, request.body);
    const verified = await verifyOtp(depsOf(request), sessionOf(request).user, otp_code);
    if (!verified) return reply.code(400).send({ status: false, message: 'Email failed to verified' });
    return reply.send({ status: true, message: 'Email succes verified' } satisfies Envelope);
  });

  app.post(
    '/resend-otp',
    { preHandler: [requireAuth('unverified'), rateLimit('resend-otp', (config) => config.mailRateLimit, 'user')] },
    async (request, reply) => {
      await issueOtp(depsOf(request), sessionOf(request).user);
      return reply.code(200).send({ status: true, message: 'Otp resend success' } satisfies Envelope);
    },
  );

  // The direct link of the OTP mail: always a redirect to the SPA, never an error page.
  app.get('/verify-otp/:ref/:code', { config: { screensOwnUrl: true } }, async (request, reply) => {
    const target = (outcome: 'success' | 'failed') => `${app.config.appUrl}/auth/verification/${outcome}`;
    try {
      const { ref, code } = parseInput(verifyLinkParams, request.params);
      if (!isPlainLine(ref) || !OTP_CODE_PATTERN.test(code)) return reply.redirect(target('failed'), 302);
      const user = await findUserByVerifyRef(app.db, ref);
      if (!user) return reply.redirect(target('failed'), 302);
      // A second click on the link after success still reports success.
      if (user.email_verified_at !== null) return reply.redirect(target('success'), 302);
      const verified = await verifyOtp(depsOf(request), user, code);
      return reply.redirect(target(verified ? 'success' : 'failed'), 302);
    } catch (error) {
      request.log.error({ err: error }, 'verification link failed');
      return reply.redirect(target('failed'), 302);
    }
  });
};
