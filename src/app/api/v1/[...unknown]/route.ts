import { jsonError } from '@/server/http/responses'

const notFound = () => jsonError(404, 'Cette adresse d’API n’existe pas.')

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE }
