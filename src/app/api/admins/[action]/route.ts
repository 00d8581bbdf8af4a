import { adminRoutes } from '@/server/http/adminCookieBridge'

export const { GET, POST, PATCH, DELETE } = adminRoutes
