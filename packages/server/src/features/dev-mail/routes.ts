import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

export const devMailRoutes = new Hono<AppEnv>();
