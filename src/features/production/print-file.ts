// Downloads a job line's frozen print file (PRODUCTION_PATHS.printFile). The call needs the bearer
// token, which a plain link does not send, so the file is fetched and handed to the browser.
import { API_BASE } from '../../contract/constants'
import { PRODUCTION_PATHS } from '../../contract/production'
import { downloadFile } from '../../lib/export/table-export'
import { getToken } from '../../lib/token'

export async function downloadPrintFile(jobId: string, line: number, side: number, fileName: string) {
  const token = getToken()
  const response = await fetch(`${API_BASE}${PRODUCTION_PATHS.printFile(jobId, line, side)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  downloadFile(new File([await response.blob()], fileName, { type: 'image/png' }))
}
