// Generation task calls: POST /goods/generate/task/add, …/task/list, GET …/task/{id}, and the goods
// the tasks made (POST /goods/immediate/list). Unfinished tasks are polled until they finish.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { GENERATION_PATHS, type ImmediateGoodsRow, type TaskDetail, type TaskRow } from '../../../contract/generation'
import { apiFetch } from '../../../lib/api-client'
import { fetchPage } from '../../../lib/paging'
import { immediateKeys, taskKeys } from './keys'

const POLL_MS = 1500
const unfinished = (status: TaskRow['status']) => status === 'queued' || status === 'running'

export interface TaskListRequest {
  pageNo: number
  pageSize: number
  strategyId?: string
}

export function taskListQueryOptions(request: TaskListRequest) {
  return queryOptions({
    queryKey: taskKeys.list({ ...request }),
    queryFn: ({ signal }) => fetchPage<TaskRow>(GENERATION_PATHS.taskList, { ...request }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some((row) => unfinished(row.status)) ? POLL_MS : false),
  })
}
export const useTaskList = (request: TaskListRequest) => useQuery(taskListQueryOptions(request))

export const useTask = (id: string | undefined) =>
  useQuery({
    queryKey: taskKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<TaskDetail>(`${GENERATION_PATHS.taskDetail}/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data && unfinished(query.state.data.status) ? POLL_MS : false),
  })

export function useAddTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (strategyId: string) =>
      apiFetch<TaskRow>(GENERATION_PATHS.taskAdd, {
        body: { strategyId },
        idempotencyKey: crypto.randomUUID(),
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.lists() }),
  })
}

export interface ImmediateListRequest {
  pageNo: number
  pageSize: number
  taskId?: string
}

export const immediateGoodsQueryOptions = (request: ImmediateListRequest) =>
  queryOptions({
    queryKey: immediateKeys.list({ ...request }),
    queryFn: async ({ signal }) => {
      const page = await fetchPage<ImmediateGoodsRow>(GENERATION_PATHS.immediateList, { ...request }, { signal })
      return { ...page, data: page.data.map((row) => ({ ...row, id: row.goodsId })) }
    },
    placeholderData: keepPreviousData,
  })
export const useImmediateGoods = (request: ImmediateListRequest) => useQuery(immediateGoodsQueryOptions(request))
