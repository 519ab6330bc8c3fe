// Contract §3: register, login, logout, e-mail verification.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../contract/endpoints.ts';
import { OTP_CODE_PATTERN } from '../../contract/limits.ts';
import { refusal } from '../../contract/responses.ts';
import { isPlainLine } from '../../contract/plain-text.ts';
import { memberAnswers, publicAnswers } from '../http/answers.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';
import { answerNamingConflicts, conflictError } from '../http/identity-conflicts.ts';
import { refuseTooMany } from '../http/too-many-requests.ts';
import { depsOf, sessionOf } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { rateLimit } from '../plugins/rate-limit.ts';
import { logIn, registerUser } from '../services/accounts.ts';
import { issueOtp, verifyOtp } from '../services/otp.ts';
import { revokeToken } from '../services/tokens.ts';
import { findUserByVerifyRef } from '../services/users.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    endpoints.register,
    {
      answers: publicAnswers({}),
      errorHandler: answerNamingConflicts(() => undefined),
    },
    async (request, reply) => {
      const result = await registerUser(depsOf(request), request.body);
      if ('conflicts' in result) throw conflictError(result.conflicts);
      return reply.code(201).send({ status: true, message: 'Success Registration', token: result.token });
    },
  );

  serveEndpoint(
    app,
    endpoints.login,
    {
      preValidation: rateLimit('login', (config) => config.loginRateLimit, 'ip'),
      answers: publicAnswers({ 403: refusal.describe('The account is suspended: "Akun ditangguhkan hingga {date}", or "Akun ditangguhkan"') }),
    },
    async (request, reply) => {
      const { user_mail, password } = request.body;
      const result = await logIn(depsOf(request), user_mail, password);
      if (result.outcome === 'account-limited') refuseTooMany(reply, result.retryAfterSeconds);
      if (result.outcome === 'wrong-credentials') {
        return reply.code(400).send({ status: false, message: 'Credentials not match' });
      }
      if (result.outcome === 'suspended') return reply.code(403).send({ status: false, message: result.message });
      return reply.send({ status: true, message: 'Login Success', token: result.token, verified: result.verified });
    },
  );

  serveEndpoint(
    app,
    endpoints.logout,
    { preValidation: requireAuth('auth'), answers: memberAnswers({}) },
    async (request, reply) => {
      await revokeToken(app.db, sessionOf(request).tokenId);
      return reply.send({ status: true, message: 'Logout success' });
    },
  );

  serveEndpoint(
    app,
    endpoints.verifyOtp,
    { preValidation: requireAuth('unverified'), answers: memberAnswers({}) },
    async (request, reply) => {
      const verified = await verifyOtp(depsOf(request), sessionOf(request).user, request.body.otp_code);
      if (!verified) return reply.code(400).send({ status: false, message: 'Email failed to verified' });
      return reply.send({ status: true, message: 'Email succes verified' });
    },
  );

  serveEndpoint(
    app,
    endpoints.resendOtp,
    {
      preValidation: [requireAuth('unverified'), rateLimit('resend-otp', (config) => config.mailRateLimit, 'user')],
      answers: memberAnswers({}),
    },
    async (request, reply) => {
      await issueOtp(depsOf(request), sessionOf(request).user);
      return reply.code(200).send({ status: true, message: 'Otp resend success' });
    },
  );

  // The direct link of the OTP mail: always a redirect to the SPA, never an error page.
  serveEndpoint(
    app,
    endpoints.verifyLink,
    { config: { screensOwnUrl: true }, answers: {} },
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
