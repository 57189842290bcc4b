/**
 * The baseline nginx: one worker (our server is one Node process), loopback only, in the
 * foreground, every path inside its own folder, no system file read or written. It serves
 * each file's precompressed `.gz` sibling to clients that accept gzip, as our server does
 * with its `.br`/`.gz` copies, and keeps connections open for the whole run.
 */
export type NginxConfigOptions = { dir: string; port: number; user?: string };

export function nginxConfig({ dir, port, user }: NginxConfigOptions): string {
  return `${user ? `user ${user};\n` : ""}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 1024;
}

http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/temp/client-body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;

  types {
    text/html html;
    application/json json;
  }
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  keepalive_requests 1000000;
  open_file_cache max=64;
  gzip_static on;
  gzip_vary on;

  server {
    listen 127.0.0.1:${port};
    root ${dir}/root;
  }
}
`;
}

/** The baseline file for a path: the same bytes under a name nginx serves with the right type. */
export function baselineName(path: string, api: boolean): string {
  const base = path === "/" ? "index" : path.slice(1).replaceAll("/", "-");
  return `${base}.${api ? "json" : "html"}`;
}
