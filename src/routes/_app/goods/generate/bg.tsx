// /goods/generate/bg: "bg" is generation in the background — the generation tasks the worker runs
// (progress while running, the result with skipped reasons once done; ?taskId opens one).
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { taskListQueryOptions } from '../../../../features/generation/api/tasks'
import { TaskListScreen } from '../../../../features/generation/components/task-list-screen'
import {
  type GenerationSearch,
  nextGenerationSearch,
  parseGenerationSearch,
  taskListRequest,
} from '../../../../features/generation/generation-search'

export const Route = createFileRoute('/_app/goods/generate/bg')({
  validateSearch: (search: Record<string, unknown>): GenerationSearch => parseGenerationSearch(search),
  loaderDeps: ({ search }) => taskListRequest(search),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(taskListQueryOptions(deps)),
  component: TaskListRoute,
})

function TaskListRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <TaskListScreen
      search={search}
      onSearchChange={(change) => void navigate({ search: (current) => nextGenerationSearch(current, change) })}
    />
  )
}
