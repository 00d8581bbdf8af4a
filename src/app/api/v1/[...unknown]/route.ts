import { ApiError } from '@/server/http/errors'
import { apiRoute } from '@/server/http/route'

const notFound = apiRoute({ session: 'none' }, () => {
  throw new ApiError(404, 'Cette adresse d’API n’existe pas.')
})

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE }
