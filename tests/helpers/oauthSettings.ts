/** Google's and Microsoft's OAuth apps as the tests configure them, their APIs faked at `base`. */
export const oauthSettings = (base: string) => ({
  GOOGLE_CLIENT_ID: 'google-client',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  GOOGLE_API_BASE_URL: base,
  GOOGLE_OAUTH_AUTH_URL: `${base}/google/auth`,
  GOOGLE_OAUTH_TOKEN_URL: `${base}/google/token`,
  MICROSOFT_CLIENT_ID: 'ms-client',
  MICROSOFT_CLIENT_SECRET: 'ms-secret',
  MICROSOFT_GRAPH_BASE_URL: base,
  MICROSOFT_LOGIN_BASE_URL: base,
})
