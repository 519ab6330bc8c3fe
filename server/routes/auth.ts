// Contract §3: register, login, logout, e-mail verification.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBody, otpBody, registerBody, verifyLinkParams } from '../../contract/requests.ts';
import { envelope, loginResponse, registerResponse } from '../../contract/responses.ts';
import { OTP_CODE_PATTERN } from '../../contract/limits.ts';
import { isPlainLine } from '../../contract/plain-text.ts';
import { memberAnswers, publicAnswers } from '../http/answers.ts';
import { answerNamingConflicts, conflictError } from '../http/identity-conflicts.ts';
import { depsOf, sessionOf } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { rateLimit } from '../plugins/rate-limit.ts';
import { logIn, registerUser } from '../services/accounts.ts';
import { issueOtp, verifyOtp } from '../services/otp.ts';
import { revokeToken } from '../services/tokens.ts';
import { findUserByVerifyRef } from '../services/users.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      schema: { body: registerBody, response: publicAnswers({ 201: registerResponse }) },
      errorHandler: answerNamingConflicts(() => undefined),
    },
    async (request, reply) => {
      const result = await registerUser(depsOf(request), request.body);
      if ('conflicts' in result) throw conflictError(result.conflicts);
      return reply.code(201).send({ status: true, message: 'Success Registration', token: result.token });
    },
  );

  app.post(
    '/login',
    {
      preValidation: rateLimit('login', (config) => config.loginRateLimit, 'ip'),
      schema: { body: loginBody, response: publicAnswers({ 200: loginResponse }) },
    },
    async (request, reply) => {
      const { user_mail, password } = request.body;
      const result = await logIn(depsOf(request), user_mail, password);
      if (!result) return reply.code(400).send({ status: false, message: 'Credentials not match' });
      return reply.send({ status: true, message: 'Login Success', ...result });
    },
  );

  app.post(
    '/logout',
    { preValidation: requireAuth('auth'), schema: { response: memberAnswers({ 200: envelope }) } },
    async (request, reply) => {
      await revokeToken(app.db, sessionOf(request).tokenId);
      return reply.send({ status: true, message: 'Logout success' });
    },
  );

  app.post(
    '/verify-otp',
    {
      preValidation: requireAuth('unverified'),
      schema: { body: otpBody, response: memberAnswers({ 200: envelope }) },
    },
    async (request, reply) => {
      const verified = await verifyOtp(depsOf(request), sessionOf(request).user, request.body.otp_code);
      if (!verified) return reply.code(400).send({ status: false, message: 'Email failed to verified' });
      return reply.send({ status: true, message: 'Email succes verified' });
    },
  );

  app.post(
    '/resend-otp',
    {
      preValidation: [requireAuth('unverified'), rateLimit('resend-otp', (config) => config.mailRateLimit, 'user')],
      schema: { response: memberAnswers({ 200: envelope }) },
    },
    async (request, reply) => {
      await issueOtp(depsOf(request), sessionOf(request).user);
      return reply.code(200).send({ status: true, message: 'Otp resend success' });
    },
  );

  // The direct link of the OTP mail: always a redirect to the SPA, never an error page.
  app.get(
    '/verify-otp/:ref/:code',
    {
      config: { screensOwnUrl: true },
      schema: {
        params: verifyLinkParams,
        response: { 302: z.null().describe('To /auth/verification/success or /auth/verification/failed of the SPA') },
      },
    },
    async (request, reply) => {
      const target = (outcome: 'success' | 'failed') => `${app.config.appUrl}/auth/verification/${outcome}`;
      try {
        const { ref, code } = request.params;
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
    },
  );
};
