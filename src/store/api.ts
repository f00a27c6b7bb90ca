// The storefront's only way to the server: the public /dis/ts/store calls with the member's own
// token (X-Member-Token, never the console's Authorization) and the shopper's language.
import { API_BASE } from '../contract/constants'
import { MEMBER_TOKEN_HEADER } from '../contract/store-shared'
import { readStorage, removeStorage, writeStorage } from '../lib/safe-storage'
import { STORAGE_KEYS } from '../lib/storage-keys'

export class StoreError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'StoreError'
  }
}

/** Thrown when the request never reached the server (offline, Wi-Fi gone). */
export class OfflineError extends Error {
  constructor() {
    super('offline')
    this.name = 'OfflineError'
  }
}

const tokenKey = (shopId: string) => `${STORAGE_KEYS.storeMember}:${shopId}`
export const memberToken = (shopId: string) => readStorage('local', tokenKey(shopId))
export const saveMemberToken = (shopId: string, token: string) => writeStorage('local', tokenKey(shopId), token)
export const forgetMemberToken = (shopId: string) => removeStorage('local', tokenKey(shopId))

let language = 'zh-CN'
export const setApiLanguage = (locale: string) => {
  language = locale === 'zh-cn' ? 'zh-CN' : 'en'
}

export async function storeApi<T>(
  shopId: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const token = memberToken(shopId)
  let response: Response
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: {
        'accept-language': language,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { [MEMBER_TOKEN_HEADER]: token } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new OfflineError()
  }
  const envelope = (await response.json().catch(() => null)) as { code: number; msg: string; data: T } | null
  if (!response.ok || !envelope || envelope.code !== 0) {
    // A member signed out elsewhere (reset, disabled): the stored token is of no more use.
    if (response.status === 401) forgetMemberToken(shopId)
    throw new StoreError(envelope?.msg ?? response.statusText, response.status)
  }
  return envelope.data
}

export const newClientKey = () =>
  globalThis.crypto?.randomUUID?.() ??
  `${Date.now()}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`
