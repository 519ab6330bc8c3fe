// Contract §16: members report, moderators read the queue and the log and act.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../contract/endpoints.ts';
import { refusal } from '../../contract/responses.ts';
import { memberAnswers, notFound } from '../http/answers.ts';
import { mediaBaseOf } from '../http/media-base.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';
import { requireModerator } from '../http/moderator-guard.ts';
import { idFromPath } from '../http/path-ids.ts';
import { depsOf, sessionOf, viewerFor } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { FORBIDDEN_BODY, NOT_FOUND_BODY } from '../plugins/errors.ts';
import { toModerationLogEntry, toModerationReport } from '../presenters/moderation.ts';
import { resolveReport, unsuspend } from '../services/moderation-actions.ts';
import { logPage, reportsPage } from '../services/moderation-queue.ts';
import { createReport } from '../services/reports.ts';
import { findUserByUsername } from '../services/users.ts';

const verified = requireAuth('verified');
const moderatorsOnly = [verified, requireModerator];
const notModerator = refusal.describe('Not a moderator or admin; or, acting, on an admin (moderators) or on oneself');

export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    endpoints.createReport,
    {
      preValidation: verified,
      answers: memberAnswers({
        404: notFound('The target'),
        409: refusal.describe('The caller already has an open report on this target'),
        422: refusal.describe('The target is the caller or their own content'),
      }),
    },
    async (request, reply) => {
      const result = await createReport(app.db, viewerFor(request), request.body);
      switch (result.outcome) {
        case 'not-found':
          return reply.code(404).send(NOT_FOUND_BODY);
        case 'own':
          return reply.code(422).send({ status: false, message: 'Tidak bisa melaporkan diri sendiri atau konten sendiri' });
        case 'already-reported':
          return reply.code(409).send({ status: false, message: 'Kamu sudah melaporkan ini' });
        case 'created':
          return reply.code(201).send({ status: true, message: 'Laporan terkirim', data: { id: result.id } });
      }
    },
  );

  serveEndpoint(
    app,
    endpoints.moderationReports,
    { preValidation: moderatorsOnly, answers: memberAnswers({ 403: notModerator }) },
    async (request) => {
      const rows = await reportsPage(app.db, request.query);
      const mediaBase = mediaBaseOf(request);
      return { status: true, message: 'Reports fetched', data: rows.map((row) => toModerationReport(mediaBase, row)) } as const;
    },
  );

  serveEndpoint(
    app,
    endpoints.resolveReport,
    {
      preValidation: moderatorsOnly,
      answers: memberAnswers({
        403: notModerator,
        404: notFound('The report'),
        422: refusal.describe('The report is resolved already, or a member cannot be removed'),
      }),
    },
    async (request, reply) => {
      const reportId = idFromPath(request.params.id);
      if (reportId === undefined) return reply.code(404).send(NOT_FOUND_BODY);
      const { user } = sessionOf(request);
      const result = await resolveReport(depsOf(request), user, reportId, request.body);
      switch (result.outcome) {
        case 'not-found':
          return reply.code(404).send(NOT_FOUND_BODY);
        case 'forbidden':
          return reply.code(403).send(FORBIDDEN_BODY);
        case 'already-resolved':
          return reply.code(422).send({ status: false, message: 'Laporan sudah ditangani' });
        case 'not-removable':
          return reply.code(422).send({ status: false, message: 'Anggota tidak bisa dihapus; pilih peringatan atau penangguhan' });
        case 'resolved':
          return reply.send({ status: true, message: 'Laporan ditangani' });
      }
    },
  );

  serveEndpoint(
    app,
    endpoints.unsuspendUser,
    {
      preValidation: moderatorsOnly,
      answers: memberAnswers({
        403: notModerator,
        404: notFound('The member'),
        422: refusal.describe('The member is not suspended'),
      }),
    },
    async (request, reply) => {
      const member = await findUserByUsername(app.db, request.params.username);
      if (!member) return reply.code(404).send(NOT_FOUND_BODY);
      const result = await unsuspend(app.db, sessionOf(request).user, member, app.config.now());
      switch (result.outcome) {
        case 'forbidden':
          return reply.code(403).send(FORBIDDEN_BODY);
        case 'not-suspended':
          return reply.code(422).send({ status: false, message: 'Anggota tidak sedang ditangguhkan' });
        case 'lifted':
          return reply.send({ status: true, message: 'Penangguhan dicabut' });
      }
    },
  );

  serveEndpoint(
    app,
    endpoints.moderationLog,
    { preValidation: moderatorsOnly, answers: memberAnswers({ 403: notModerator }) },
    async (request) => {
      const rows = await logPage(app.db, request.query.before);
      const mediaBase = mediaBaseOf(request);
      return { status: true, message: 'Moderation log fetched', data: rows.map((row) => toModerationLogEntry(mediaBase, row)) } as const;
    },
  );
};
