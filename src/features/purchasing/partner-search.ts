// The requests of the partner lists (a distributor's suppliers and factories, a supplier's
// distributors) and of the cooperating goods, read by the screens and prefetched by their routes' loaders.
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '../../contract/constants'
import type { CooperateGoodsSearch } from './components/cooperate-goods-screen'
import type { PartnerSearch } from './components/partner-list-screen'

export const partnerListRequest = (search: PartnerSearch) => ({
  pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
  pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
  keyword: search.keyword,
  partnerType: search.partnerType,
})

/** The cooperating goods' request: the goods most waited for first. */
export const cooperateGoodsRequest = (search: CooperateGoodsSearch) => ({
  pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
  pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
  supplierId: search.supplierId,
  keyword: search.keyword,
  needed: search.needed,
  sortField: 'openLines' as const,
  sortOrder: 'descend' as const,
})

/** The supplier filter of the cooperating goods: the first hundred partners. */
export const SUPPLIER_CHOICES_REQUEST = { pageNo: 1, pageSize: 100 }
