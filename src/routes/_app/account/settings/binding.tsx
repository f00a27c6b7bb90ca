// /account/settings/binding: phone (with the SMS code button of sign-up) and distributor binding.
import { createFileRoute } from '@tanstack/react-router'
import { SmsCodeButton } from '../../../../features/auth/components/sms-code-button'
import { BindingSettings } from '../../../../features/team/components/binding-settings'
import { useSession } from '../../../../lib/session/session'

export const Route = createFileRoute('/_app/account/settings/binding')({ component: BindingRoute })

function BindingRoute() {
  const { info } = useSession()
  return <BindingSettings username={info.username} renderCodeButton={(slot) => <SmsCodeButton {...slot} />} />
}
