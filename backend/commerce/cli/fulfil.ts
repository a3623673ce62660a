import { create, StructError } from 'superstruct'
import { FulfilBody, runFulfil } from '../admin-routes.ts'
import { fail, runningBackend, viaHttp, withDataDir } from './admin-client.ts'

/** `npm run backend:fulfil -- orderNumber trackingCompany trackingNumber [trackingUrl]`: marks an order fulfilled. */
async function main(): Promise<void> {
  const [orderArg, trackingCompany, number, url] = process.argv.slice(2)
  const orderNumber = Number((orderArg ?? '').replace(/^#/, ''))
  if (!orderArg || !Number.isInteger(orderNumber) || !trackingCompany || !number) {
    fail('Usage: npm run backend:fulfil -- orderNumber trackingCompany trackingNumber [trackingUrl]')
  }
  let body
  try {
    body = create({ trackingCompany, number, url }, FulfilBody)
  } catch (error) {
    fail(error instanceof StructError ? `Invalid fulfilment: ${error.message}` : String(error))
  }
  const origin = await runningBackend()
  if (origin) {
    const result = await viaHttp(origin, `/admin/orders/${orderNumber}/fulfil`, body)
    if (result.status !== 200) fail(`Fulfilment refused (${result.status}): ${JSON.stringify(result.body)}`)
    console.log(JSON.stringify(result.body, null, 2))
    return
  }
  const result = await withDataDir((db) => runFulfil(db, orderNumber, body))
  if (!result) fail(`No order #${orderNumber}`)
  console.log(JSON.stringify(result, null, 2))
}

await main()
