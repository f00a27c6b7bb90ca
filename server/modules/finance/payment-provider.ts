// How a top-up gets paid. A provider decides what a new top-up request looks like (its first
// status) and whether money has arrived. The only provider configured is manual confirmation:
// no payment gateway is reachable from here, so nothing is ever marked paid by the console
// itself — the user pays outside it (bank transfer or a transfer in the payment app) and enters
// the reference; the request waits under review until an operator confirms the money arrived.
// A gateway provider (Alipay, WeChat Pay, PayPal) would start a payment and confirm it from the
// gateway's signed notification instead; it plugs in here without changing the callers.
import { RECHARGE_STATUS } from '../../../src/contract/config-values'
import type { RechargePlatform, RechargeStatus } from '../../../src/contract/finance'

export interface PaymentStart {
  /** Status the new request starts in. */
  status: RechargeStatus
}

export interface PaymentProvider {
  /** Stored on each top-up, so a later provider change does not reinterpret old ones. */
  name: string
  supports(platform: RechargePlatform): boolean
  start(request: { amount: number; currency: string; platform: RechargePlatform; reference: string }): PaymentStart
  /** Whether an operator's "confirm received" may settle a request of this provider. */
  confirmsManually: boolean
}

export const manualConfirmationProvider: PaymentProvider = {
  name: 'manual',
  supports: () => true,
  // The user already paid and gave the reference: an operator checks it.
  start: () => ({ status: RECHARGE_STATUS.underReview }),
  confirmsManually: true,
}

/** The provider of new top-ups (the default: manual confirmation). */
export function paymentProvider(): PaymentProvider {
  return manualConfirmationProvider
}

/** The provider that handled an existing top-up, by its stored name. */
export function providerNamed(name: string): PaymentProvider | undefined {
  return name === manualConfirmationProvider.name ? manualConfirmationProvider : undefined
}
