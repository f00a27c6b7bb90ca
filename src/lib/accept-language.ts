/** The Accept-Language the API is sent for an app locale: its messages come in the user's language. */
export const acceptLanguage = (locale: string) => (locale === 'en' ? 'en' : 'zh-CN')
