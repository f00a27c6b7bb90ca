// The requests of the storefront's paged lists (coupons, members, counters), read by each screen and
// prefetched by its route's loader: page 1 of 20 unless the URL says otherwise, without the params
// that only open a drawer.
import type { CounterSearch } from './components/counters-screen'
import type { CouponSearch } from './components/coupons-screen'
import type { MemberSearch } from './components/members-screen'

const listRequest = <S extends object>(search: S) => ({ pageNo: 1, pageSize: 20, ...search })

export const couponListRequest = ({ edit: _edit, ...filters }: CouponSearch) => listRequest(filters)
export const memberListRequest = (search: MemberSearch) => listRequest(search)
export const counterListRequest = ({ edit: _edit, qr: _qr, ...filters }: CounterSearch) => listRequest(filters)
