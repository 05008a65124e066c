import type { SQL } from 'drizzle-orm';
import type { User } from '@velo/api-client/contract';
import type { Db } from '../db/database.ts';
import { listItems } from '../lists/listPage.ts';
import { userDto, userListSource } from './userList.ts';

/** Users in the contract's shape (never a hash or a sign-in counter), with their client's name, read as the users list reads them. */
export async function selectUserDtos(db: Db, where: SQL | undefined): Promise<User[]> {
  return (await listItems(db, userListSource, where)).map(userDto);
}
