// The response envelope and paged-list shapes of DESIGN.md §4 and SPEC.md §3.
import { z } from 'zod'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants'

export interface ApiEnvelope<T> {
  code: number
  msg: string
  data: T
  /** Present on some 401 answers: the request itself was a sign-in attempt. */
  isLogin?: boolean
}

/** A page as the server sends it. */
export interface ServerPage<T> {
  pageSize: number
  pageNum: number
  total: number
  pages: number
  list: T[]
  /**
   * What the rows were read over, where that can change under a device's mirror (the shops granted
   * to a partner, POST /shop/sharding/grant). A mirror filled over another scope starts again:
   * a delta never reports rows that left the scope.
   */
  scope?: string
}

/** A page as the app uses it (SPEC.md §3 "normalised paged list"). */
export interface Page<T> {
  pageSize: number
  pageNo: number
  totalCount: number
  totalPage: number
  data: T[]
}

export const sortOrderSchema = z.enum(['ascend', 'descend'])

/** Table paging request of SPEC.md §3; list sources extend it with their filters. */
export const pageRequestSchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(DEFAULT_PAGE_NO),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sortField: z.string().max(64).optional(),
  sortOrder: sortOrderSchema.optional(),
  /** Delta sync: only rows changed at or after this ISO instant (deletions included). */
  updatedSince: z.iso.datetime({ offset: true }).optional(),
})
export type PageRequest = z.infer<typeof pageRequestSchema>
