import { createFileRoute } from '@tanstack/react-router'
import { ShopStatus } from '../components/shop-status.tsx'

export const Route = createFileRoute('/')({
  head: () => ({ meta: [{ title: 'Storefront status' }] }),
  component: ShopStatus,
})
