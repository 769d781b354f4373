#!/usr/bin/perl
use strict;
use warnings;

use File::Find;
use Getopt::Long;

my %opt = (min_size => 0, verbose => 0);
GetOptions(
    'min-size=i' => \$opt{min_size},
    'verbose|v'  => \$opt{verbose},
    'exclude=s@' => \$opt{exclude},
) or die "usage: $0 [--min-size N] [--exclude PATTERN] DIR...\n";

my @dirs = @ARGV ? @ARGV : ('.');
my (%by_ext, $total);

find(
    {
        wanted => sub {
            return unless -f $_;
            my $size = -s _;
            return if $size < $opt{min_size};
            for my $pat (@{ $opt{exclude} || [] }) {
                return if $File::Find::name =~ /$pat/;
            }
            my ($ext) = /\.([^.\/]+)$/;
            $ext = lc($ext // 'none');
            $by_ext{$ext}{count}++;
            $by_ext{$ext}{bytes} += $size;
            $total += $size;
            printf STDERR "%-60s %10d\n", $File::Find::name, $size if $opt{verbose};
        },
        no_chdir => 0,
    },
    @dirs
);

for my $ext (sort { $by_ext{$b}{bytes} <=> $by_ext{$a}{bytes} } keys %by_ext) {
    my $e = $by_ext{$ext};
    printf "%-10s %6d files %12d bytes %5.1f%%\n",
        $ext, $e->{count}, $e->{bytes}, $total ? 100 * $e->{bytes} / $total : 0;
}

sub human {
    my ($n) = @_;
    my @units = qw(B K M G T);
    my $i = 0;
    while ($n >= 1024 && $i < $#units) {
        $n /= 1024;
        $i++;
    }
    return sprintf('%.1f%s', $n, $units[$i]);
}

print "total: ", human($total // 0), "\n";
