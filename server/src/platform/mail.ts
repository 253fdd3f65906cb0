import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { TenantRow } from '../db/tenants.tables.ts';
import { NO_STORE_MESSAGE } from './closed-pages.ts';
import { NotFound } from './errors.ts';
import { outbox } from './mail.tables.ts';
import { storeOrigin, type PublicUrlSettings } from './public-url.ts';
import type { RequestContext } from './tenancy.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part (every message has one). */
  text: string;
  /** The HTML part, rendered by a template that escaped every value. */
  html?: string;
  /** Extra headers for the mail server (List-Unsubscribe); the outbox keeps the message without them. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Records the message in the store's outbox, then sends it (SMTP) or writes it to the log. */
  send(ctx: RequestContext, message: MailMessage): Promise<void>;
  /** An absolute link to `path` on the store's primary domain (never the request's Host). */
  link(tenant: TenantRow, path: string): string;
  /**
   * Sends a message of the platform's own (a self-service signup's verification), which no store's outbox
   * holds: the last few are kept in memory for the test-only outbox route on the platform host.
   */
  sendPlatform(message: MailMessage): Promise<void>;
  /** The platform's recent messages to `to`, newest first (tests). */
  platformSent(to: string): (MailMessage & { createdAt: Date })[];
}

/** How many platform messages the mailer remembers for tests. */
const PLATFORM_SENT_KEPT = 100;

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

interface MailOptions {
  from: string;
  smtpUrl: string | undefined;
  testRoutes: boolean;
  links: PublicUrlSettings;
}

/** Where the mailer reports: the server's logger, or a console-like one in a CLI. */
interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A mailer without the server (the store CLI when no server runs); the server decorates `app.mailer`. */
export function createMailer(
  log: MailLog,
  { from, smtpUrl, links }: Omit<MailOptions, 'testRoutes'>,
): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const platformSent: (MailMessage & { createdAt: Date })[] = [];
  return {
    link: (tenant, path) => `${storeOrigin(links, tenant)}${path}`,
    platformSent: (to) => platformSent.filter((m) => m.to.toLowerCase() === to.toLowerCase()).reverse(),
    async sendPlatform(message) {
      platformSent.push({ ...message, createdAt: new Date() });
      if (platformSent.length > PLATFORM_SENT_KEPT) platformSent.shift();
      if (transport)
        await transport.sendMail({ from, ...message }).catch((e: Error) => {
          log.error({ err: e, to: message.to }, 'sending e-mail failed');
        });
      else
        log.info({ to: message.to, subject: message.subject }, `e-mail (no SMTP_URL set):\n${message.text}`);
    },
    async send(ctx, message) {
      // Each write is one statement committed on its own: one round trip instead of a transaction's three
      // (a receipt follows every checkout).
      const [row] = await ctx.statement<{ id: number }>(
        sql`insert into mail_outbox (tenant_id, "to", subject, body, html)
          values (${ctx.tenant.id}, ${message.to}, ${message.subject}, ${message.text}, ${message.html ?? null})
          returning id`,
      );
      let error: string | null = null;
      if (transport) {
        // A mail server that is down must not fail the request: the outbox keeps the message and its error.
        await transport.sendMail({ from, ...message }).catch((e: Error) => {
          error = e.message;
          log.error({ err: e, to: message.to }, 'sending e-mail failed');
        });
      } else {
        log.info({ to: message.to, subject: message.subject }, `e-mail (no SMTP_URL set):\n${message.text}`);
      }
      await ctx.statement(
        error
          ? sql`update mail_outbox set error = ${error} where tenant_id = ${ctx.tenant.id} and id = ${row!.id}`
          : sql`update mail_outbox set sent_at = now() where tenant_id = ${ctx.tenant.id} and id = ${row!.id}`,
      );
    },
  };
}

const OutboxQuerySchema = z.object({ to: z.string().min(1) });

/** Decorates `app.mailer`; with `testRoutes`, also GET /api/test/outbox/?to= for browser tests to read mail. */
export const mail = fp<MailOptions>(
  async (app: FastifyInstance, options) => {
    app.decorate('mailer', createMailer(app.log, options));
    if (!options.testRoutes) return;
    app.get('/api/test/outbox/', { config: { tenantOptional: true } }, async (request) => {
      const { to } = OutboxQuerySchema.parse(request.query);
      await app.background.idle();
      if (request.onPlatformHost)
        return { results: app.mailer.platformSent(to).map(({ text, ...m }) => ({ ...m, body: text })) };
      if (!request.tenant) throw new NotFound(NO_STORE_MESSAGE);
      const rows = await request.ctx.db((tx) =>
        tx
          .select({
            to: outbox.to,
            subject: outbox.subject,
            body: outbox.body,
            html: outbox.html,
            createdAt: outbox.createdAt,
          })
          .from(outbox)
          .where(and(eq(outbox.tenantId, request.ctx.tenant.id), eq(outbox.to, to)))
          .orderBy(desc(outbox.id))
          .limit(20),
      );
      return { results: rows };
    });
  },
  { name: 'mail', dependencies: ['tenancy', 'background'] },
);
