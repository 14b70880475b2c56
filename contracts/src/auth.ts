import { z } from 'zod';

export const LoginInput = z.object({
  email: z.email({ error: 'Please enter a valid email address' }).max(254),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
});

export const User = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export type LoginInput = z.input<typeof LoginInput>;
export type User = z.infer<typeof User>;
