import type { Mailer } from '../../platform/mail.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { adminAddresses, type UserRow } from '../auth/index.ts';

/** Tells every admin of the store that a customer asks to sell there, and where to approve it. */
export async function tellAdminsOfSupplierRequest(
  ctx: RequestContext,
  mailer: Mailer,
  user: UserRow,
): Promise<void> {
  for (const to of await ctx.db((tx) => adminAddresses(tx, ctx.tenant.id))) {
    await mailer.send(ctx, {
      to,
      subject: `${user.username} asks to sell in ${ctx.tenant.name}`,
      text:
        `${user.username} (${user.email}) chose "Supplier" as their account type in ${ctx.tenant.name}.\n\n` +
        `Until you approve the request, they can prepare products but shoppers see none of them.\n` +
        `Approve it in the dashboard, under Users: ${mailer.link(ctx.tenant, '/dashboard/users')}`,
    });
  }
}
