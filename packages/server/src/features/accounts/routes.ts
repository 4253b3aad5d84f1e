import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

export const accountRoutes = new Hono<AppEnv>();
