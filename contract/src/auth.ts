import { z } from 'zod';

export const ROLES = ['customer', 'supplier', 'staff', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;
