import { adminRoutes } from '@/server/auth/adminCookieBridge'

export const { GET, POST, PATCH, DELETE } = adminRoutes
