import { z } from 'zod';
import { RoleSchema } from './auth.ts';

/** One day of the revenue chart (staff and admin): dollars with 2 decimals and the number of orders. */
export const DailyFigureSchema = z.object({
  date: z.string(),
  revenue: z.string(),
  orders: z.number().int(),
});
export type DailyFigure = z.infer<typeof DailyFigureSchema>;

/** GET /api/dashboard/ — spec section 3 (Dashboard data); `users` and `daily` only for staff and admin. */
export const DashboardDataSchema = z.object({
  role: RoleSchema,
  products: z.object({
    total: z.number().int(),
    active: z.number().int(),
    recent: z.array(
      z.object({ id: z.number().int(), name: z.string(), price: z.string(), is_active: z.boolean() }),
    ),
  }),
  orders: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    recent: z.array(
      z.object({
        id: z.number().int(),
        order_number: z.string(),
        total_amount: z.string(),
        status: z.string(),
      }),
    ),
  }),
  users: z
    .object({ total: z.number().int(), staff: z.number().int(), suppliers: z.number().int() })
    .nullable(),
  /** The last 30 days, oldest first, every day present. */
  daily: z.array(DailyFigureSchema).nullable(),
});
export type DashboardData = z.infer<typeof DashboardDataSchema>;

export const CHART_DAYS = 30;
