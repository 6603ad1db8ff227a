import { BlockList, isIPv4, type Server } from 'node:net'

/** `::ffff:203.0.113.7` (an IPv4 client on a dual-stack socket) is 203.0.113.7. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

/** TRUST_PROXY's entries (addresses or subnets, config.ts checked them) as a BlockList. */
function proxyList(trusted: string[]): BlockList {
  const list = new BlockList()
  for (const entry of trusted) {
    const [address = '', prefix] = entry.split('/')
    const type = isIPv4(address) ? 'ipv4' : 'ipv6'
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(prefix), type)
  }
  return list
}

/**
 * At most `max` open connections per client address: one more is closed at once, with no
 * answer, as Node closes one beyond `maxConnections`. Without it one client could take every
 * connection the server allows. The proxies the server trusts (TRUST_PROXY: nginx in Compose)
 * carry every client's requests and are not counted; nginx limits per client itself
 * (client/nginx.conf, docs/decisions/046).
 */
export function limitConnectionsPerClient(server: Server, max: number, trusted: string[]): void {
  const proxies = proxyList(trusted)
  const open = new Map<string, number>()
  server.on('connection', (socket) => {
    if (!socket.remoteAddress) return
    const address = plainAddress(socket.remoteAddress)
    if (proxies.check(address, isIPv4(address) ? 'ipv4' : 'ipv6')) return
    const count = open.get(address) ?? 0
    if (count >= max) {
      socket.destroy()
      return
    }
    open.set(address, count + 1)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left > 0) open.set(address, left)
      else open.delete(address)
    })
  })
}
