// POST /express/rule/create | update | delete: the shipping rule changes, each with an
// Idempotency-Key made when the user acted (a retried submit changes nothing twice).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ShippingRuleInput, type ShippingRuleRow, SYNC_PATHS } from '../../../contract/platform-sync'
import { apiFetch } from '../../../lib/api-client'
import { ruleKeys } from './keys'

export type SaveRuleInput = ShippingRuleInput & { id?: string; version?: number; key: string }

export function saveRule({ key, ...input }: SaveRuleInput) {
  const path = input.id ? SYNC_PATHS.ruleUpdate : SYNC_PATHS.ruleCreate
  return apiFetch<ShippingRuleRow>(path, { body: { ...input }, idempotencyKey: key, silent: true })
}

export function deleteRule(input: { id: string; version: number; key: string }) {
  return apiFetch<{ id: string }>(SYNC_PATHS.ruleDelete, {
    body: { id: input.id, version: input.version },
    idempotencyKey: input.key,
  })
}

export function useSaveRule() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveRule,
    onSuccess: () => client.invalidateQueries({ queryKey: ruleKeys.lists() }),
  })
}

export function useDeleteRule() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteRule,
    onSuccess: () => client.invalidateQueries({ queryKey: ruleKeys.lists() }),
  })
}
