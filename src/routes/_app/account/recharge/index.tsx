// /account/recharge: the top-up form and how a top-up is confirmed.
import { createFileRoute } from '@tanstack/react-router'
import { RechargeFormScreen } from '../../../../features/finance/components/recharge-form-screen'

export const Route = createFileRoute('/_app/account/recharge/')({
  component: RechargeFormScreen,
})
