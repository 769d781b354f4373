import { Injectable, Logger } from '@nestjs/common';
import type { Repository } from 'typeorm';
import { User } from './entities/user.entity';
import { CreateUserDto, UpdateUserDto } from './dto';

export interface Page<T> {
  items: T[];
  total: number;
  cursor?: string;
}

type Filter = Partial<Pick<User, 'email' | 'role' | 'active'>>;

@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);

  constructor(private readonly users: Repository<User>) {}

  async list(filter: Filter = {}, limit = 50, cursor?: string): Promise<Page<User>> {
    const query = this.users.createQueryBuilder('u').orderBy('u.id', 'ASC').take(limit + 1);
    if (filter.email) query.andWhere('u.email ILIKE :email', { email: `%${filter.email}%` });
    if (filter.role !== undefined) query.andWhere('u.role = :role', { role: filter.role });
    if (cursor) query.andWhere('u.id > :cursor', { cursor: Number(cursor) });
    const [rows, total] = await query.getManyAndCount();
    const items = rows.slice(0, limit);
    return { items, total, cursor: rows.length > limit ? String(items[items.length - 1].id) : undefined };
  }

  async create(dto: CreateUserDto): Promise<User> {
    const existing = await this.users.findOne({ where: { email: dto.email.toLowerCase() } });
    if (existing) {
      throw new Error(`a user with email ${dto.email} already exists`);
    }
    const user = this.users.create({ ...dto, email: dto.email.toLowerCase(), active: true });
    this.logger.log(`created user ${user.email}`);
    return this.users.save(user);
  }

  async update(id: number, dto: UpdateUserDto): Promise<User | null> {
    const result = await this.users.update({ id }, dto);
    return result.affected ? this.users.findOneBy({ id }) : null;
  }
}
