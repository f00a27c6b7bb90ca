// Sends one file to an upload call (materials or fonts) with XMLHttpRequest, which reports upload
// progress (fetch does not). One request per file, so each shows its own progress and result.
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { API_BASE } from '../../../contract/constants'
import type { UploadItemResult } from '../../../contract/materials'
import { getToken } from '../../../lib/token'

export interface UploadRequest {
  path: string
  file: File
  fields?: Record<string, string | undefined>
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

export function uploadFile({ path, file, fields = {}, onProgress, signal }: UploadRequest): Promise<UploadItemResult> {
  return new Promise((resolve) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value)
    form.append('file', file, file.name)
    const xhr = new XMLHttpRequest()
    const fail = (msg: string, status = 0): UploadItemResult => ({
      fileName: file.name,
      ok: false,
      code: -1,
      status,
      msg,
    })
    xhr.open('POST', `${API_BASE}${path}`)
    const token = getToken()
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.setRequestHeader('Accept-Language', i18n.locale === 'en' ? 'en' : 'zh-CN')
    xhr.setRequestHeader('Idempotency-Key', crypto.randomUUID())
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      let body: { code?: number; msg?: string; data?: UploadItemResult[] | null } = {}
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        // not JSON: reported below with the status
      }
      const item = Array.isArray(body.data) ? body.data[0] : undefined
      if (item) resolve(item)
      else resolve(fail(body.msg || t`Request failed (HTTP ${xhr.status})`, xhr.status))
    }
    xhr.onerror = () => resolve(fail(t`Network error, please check your connection`))
    xhr.onabort = () => resolve(fail(t`Cancelled`))
    signal?.addEventListener('abort', () => xhr.abort())
    xhr.send(form)
  })
}
