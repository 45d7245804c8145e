// Released with fingerprint e1c6e8750e7cc456f98df67cb0f53661a051efaf473758c510f8bc3da46e5fa0
import { sql, type Kysely } from 'kysely';

const OLD_REMARK = '是否允许测试内网/本机地址的模型接口（默认否，防止SSRF）';
const NEW_REMARK = '是否允许模型测试和MCP工具连接内网/本机地址（默认否，防止SSRF）';

/** `server.allow_private_urls` now also covers MCP tool servers; a remark an admin already edited is kept. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update sys_params set remark = ${NEW_REMARK} where param_code = 'server.allow_private_urls' and remark = ${OLD_REMARK}`.execute(db);
}
