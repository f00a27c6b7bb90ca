// Owns where an account lands when it opens the main layout (SPEC.md §2 access guard).
import { ACCOUNT_TYPE } from '../contract/constants'
import type { UserInfo } from '../contract/permissions'

export const HOME_PATH = '/dashboard/workplace'
/** Team members (id ≠ did) start on the shared materials. */
export const TEAM_MEMBER_HOME = '/material/common/list'
/** Manufacturer-like accounts (type 1) start on the global factories. */
export const MANUFACTURER_HOME = '/distribution/manufacturer/product/list'

type LandingInfo = Pick<UserInfo, 'id' | 'did' | 'type'>

/**
 * The landing page for a pathname, or undefined when the pathname is not a landing point. The
 * manufacturer rule wins over the team-member rule: a factory account is usually not its tenant's
 * owner, and the materials screen is not for it.
 */
export function landingFor(pathname: string, info: LandingInfo): string | undefined {
  const isRoot = pathname === '/' || pathname === ''
  if ((isRoot || pathname === HOME_PATH) && info.type === ACCOUNT_TYPE.manufacturer) return MANUFACTURER_HOME
  if (!isRoot) return undefined
  if (String(info.id) !== String(info.did)) return TEAM_MEMBER_HOME
  return HOME_PATH
}
