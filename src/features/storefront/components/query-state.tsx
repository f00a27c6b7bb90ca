// Loading, failed (with a retry) or the content: what the storefront screens show around a read.
import { Trans } from '@lingui/react/macro'
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { errorMessage } from '../../../lib/error-message'

export function QueryState({
  query,
  children,
}: {
  query: Pick<UseQueryResult<unknown>, 'data' | 'error' | 'isError' | 'refetch'>
  children: ReactNode
}) {
  if (query.isError && !query.data) {
    return (
      <Alert color="red">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </Stack>
      </Alert>
    )
  }
  if (query.data === undefined) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    )
  }
  return <>{children}</>
}
