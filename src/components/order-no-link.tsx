// An order number as a real link to the order's detail: a plain click opens it in the app, and
// the browser's own ways (middle click, Ctrl+click, "open in new tab", copy link) work too. Inside
// a clickable row the click stops here, so the row does not open the order a second time.
import { Anchor, type AnchorProps } from '@mantine/core'
import { Link } from '@tanstack/react-router'

export interface OrderNoLinkProps extends AnchorProps {
  orderId: string
  orderNo: string
}

export function OrderNoLink({ orderId, orderNo, ...anchor }: OrderNoLinkProps) {
  return (
    <Anchor
      size="sm"
      {...anchor}
      renderRoot={(props) => (
        <Link
          to="/sale/order/detail"
          search={{ id: orderId, __t: orderNo }}
          {...props}
          onClick={(event) => {
            event.stopPropagation()
            props.onClick?.(event)
          }}
        />
      )}
    >
      {orderNo}
    </Anchor>
  )
}
