import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

export const contactRoutes = new Hono<AppEnv>();
