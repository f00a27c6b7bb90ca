// /dashboard/analysis: month bars, best-selling goods cloud and headline figures.
import { createFileRoute } from '@tanstack/react-router'
import { goodsCloudQueryOptions, monthBarQueryOptions } from '../../../features/reports/api/get-analysis'
import { AnalysisScreen } from '../../../features/reports/components/analysis-screen'

export const Route = createFileRoute('/_app/dashboard/analysis')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(monthBarQueryOptions(12))
    void context.queryClient.prefetchQuery(goodsCloudQueryOptions(90))
  },
  component: AnalysisScreen,
})
