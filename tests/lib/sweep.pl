#!/usr/bin/perl
# SPDX-License-Identifier: GPL-2.0
#
# sweep.pl: the parsers of the mainline-driver sweep (tests/lib/sweep.sh).
# It reads a kernel source tree's Kconfig and Makefiles under
# drivers/net/ethernet, never its C beyond a few names, and writes what
# the shell side builds from.
#
#   sweep.pl modules ROOT
#	every module under drivers/net/ethernet that a PCI driver builds and
#	that calls netif_napi_add*: "MODULE DIR SYMBOL SOURCES..." a line
#	(DIR relative to ROOT, SOURCES relative to DIR)
#   sweep.pl needs ROOT CONFIG MODULE:DIR:SYMBOL...
#	per module, against a kernel's .config or auto.conf: the kernel-wide
#	options it lacks (depends on, select) and the module's own
#	sub-options the sweep turns on: "MODULE<TAB>MISSING,...<TAB>SUB ..."
#   sweep.pl kbuild ROOT DIR MODULE [SUB...]
#	the module's Kbuild: its own Makefile without the obj- lines, the
#	flags of the Makefiles above it, the sub-options set, the library's
#	include line
#   sweep.pl files ROOT DIR MODULE
#	the files a build of the module reads from its tree: its directory,
#	its sources and what they #include "..." (relative to ROOT)
#   sweep.pl classify LOG MODULE:PREFIX...
#	the names each module's build met in the log of a sweep build:
#	"MODULE<TAB>KIND: NAME, ..." a line
#
# Warnings about input it cannot read name the file and line, on stderr.

use strict;
use warnings;

my $ETH = 'drivers/net/ethernet';

sub slurp {
	my ($f) = @_;
	open(my $fh, '<', $f) or die "sweep.pl: cannot read $f: $!\n";
	local $/;
	my $t = <$fh>;
	close($fh);
	return $t;
}

# --- Kconfig -----------------------------------------------------------

# tokens EXPR: a Kconfig expression's tokens
sub tokens {
	my ($s) = @_;
	my @t;
	while ($s =~ /\G\s*(\|\||&&|!=|<=|>=|[!()=<>]|"[^"]*"|'[^']*'|[A-Za-z0-9_.\-\$]+)/gc) {
		push @t, $1;
	}
	$s =~ /\G\s*(.*)$/;
	return length($1) ? undef : \@t;
}

# parse_expr TOKENS: an expression tree: [sym NAME], [not E], [and A B],
# [or A B], [cmp OP A B]
sub parse_expr {
	my ($t) = @_;
	my $e = parse_or($t);
	return @$t ? undef : $e;
}

sub parse_or {
	my ($t) = @_;
	my $e = parse_and($t) or return undef;
	while (@$t && $t->[0] eq '||') {
		shift @$t;
		my $r = parse_and($t) or return undef;
		$e = ['or', $e, $r];
	}
	return $e;
}

sub parse_and {
	my ($t) = @_;
	my $e = parse_unary($t) or return undef;
	while (@$t && $t->[0] eq '&&') {
		shift @$t;
		my $r = parse_unary($t) or return undef;
		$e = ['and', $e, $r];
	}
	return $e;
}

sub parse_unary {
	my ($t) = @_;
	return undef unless @$t;
	my $x = shift @$t;
	if ($x eq '!') {
		my $e = parse_unary($t) or return undef;
		return ['not', $e];
	}
	if ($x eq '(') {
		my $e = parse_or($t) or return undef;
		return undef unless @$t && shift(@$t) eq ')';
		return $e;
	}
	return undef if $x =~ /^(\|\||&&|\)|!=|<=|>=|=|<|>)$/;
	$x =~ s/^["'](.*)["']$/$1/;
	if (@$t && $t->[0] =~ /^(=|!=|<|>|<=|>=)$/) {
		my $op = shift @$t;
		return undef unless @$t;
		my $y = shift @$t;
		$y =~ s/^["'](.*)["']$/$1/;
		return ['cmp', $op, $x, $y];
	}
	return ['sym', $x];
}

# expr_syms E: the symbols an expression names
sub expr_syms {
	my ($e) = @_;
	return () unless $e;
	return ($e->[1]) if $e->[0] eq 'sym';
	return (expr_syms($e->[1])) if $e->[0] eq 'not';
	return ($e->[2], $e->[3]) if $e->[0] eq 'cmp';
	return (expr_syms($e->[1]), expr_syms($e->[2]));
}

my %ENTRY;	# NAME -> {type, prompt, deps [E], inh [E], selects [[S, E]],
		#          defaults [[E, E]], file, eth}
my %SEEN_FILE;
our $KQUIET = 0;	# no warnings for the files outside drivers/net/ethernet

sub new_entry {
	my ($name, $file, $line, $eth, $inh) = @_;
	# a second definition adds to the first, as in Kconfig
	return $ENTRY{$name} if $ENTRY{$name};
	my $e = $ENTRY{$name} = {
		name => $name, type => '', prompt => 0, deps => [], inh => [@$inh],
		selects => [], defaults => [], file => "$file:$line", eth => $eth,
	};
	return $e;
}

# parse_kconfig ROOT FILE ETH: read FILE (relative to ROOT) and the files
# it sources; ETH marks entries of drivers/net/ethernet, whose if/menu
# conditions are kept.
sub parse_kconfig {
	my ($root, $file, $eth, $inh) = @_;
	local $KQUIET = !$eth;
	$inh //= [];
	return if $SEEN_FILE{$file}++;
	open(my $fh, '<', "$root/$file") or do {
		warn "sweep.pl: $file: cannot read it: $!\n" if $eth;
		return;
	};
	my @stack = ();		# [kind, [E...]] for if, menu, choice
	my $cur;		# the entry or block attributes go to
	my $help = -1;		# in help text: its indent, 0 until known
	my $n = 0;
	my $buf = '';
	while (my $l = <$fh>) {
		$n++;
		chomp $l;
		if ($help >= 0) {
			my $ind = 0;
			if ($l =~ /^([ \t]*)\S/) {
				(my $w = $1) =~ s/\t/        /g;
				$ind = length($w);
				if ($help == 0) {
					$help = $ind;
					next;
				}
				if ($ind >= $help) { next; }
				$help = -1;
			} else {
				next;
			}
		}
		if ($l =~ s/\\$//) {
			$buf .= $l . ' ';
			next;
		}
		$l = $buf . $l;
		$buf = '';
		$l =~ s/^\s+//;
		$l =~ s/\s+#.*$// unless $l =~ /^#/;
		next if $l eq '' || $l =~ /^#/;
		my @inh = (@$inh, map { @{$_->[1]} } @stack);
		my $kw = ($l =~ /^(\S+)/)[0];
		my $rest = $l;
		$rest =~ s/^\S+\s*//;
		if ($kw eq 'config' || $kw eq 'menuconfig') {
			$cur = new_entry($rest, $file, $n, $eth, \@inh);
		} elsif ($kw eq 'source' || $kw eq 'rsource' || $kw eq 'osource') {
			(my $p = $rest) =~ s/^"(.*)"$/$1/;
			$p =~ s/\$\(SRCARCH\)/x86/g;
			if ($kw eq 'rsource') {
				(my $d = $file) =~ s{/[^/]*$}{};
				$p = "$d/$p";
			}
			parse_kconfig($root, $p, $eth, \@inh) unless $kw eq 'osource' && !-e "$root/$p";
			$cur = undef;
		} elsif ($kw eq 'if') {
			my $e = kexpr($rest, $file, $n);
			push @stack, ['if', $e ? [$e] : []];
			$cur = undef;
		} elsif ($kw eq 'endif' || $kw eq 'endmenu' || $kw eq 'endchoice') {
			pop @stack;
			$cur = undef;
		} elsif ($kw eq 'menu' || $kw eq 'choice') {
			push @stack, [$kw, []];
			$cur = $stack[-1];
		} elsif ($kw eq 'comment' || $kw eq 'mainmenu') {
			$cur = undef;
		} elsif ($kw eq 'help' || $kw eq '---help---') {
			$help = 0;
		} elsif (!$cur) {
			warn "sweep.pl: $file:$n: cannot read this line: $l\n"
				if $eth && !($kw =~ /^(depends|visible|option|optional|prompt|default|bool|tristate)$/);
		} elsif (ref($cur) eq 'ARRAY') {
			# a menu's or choice's condition holds for what it holds
			if ($kw eq 'depends' && $rest =~ s/^on\s+//) {
				my $e = kexpr($rest, $file, $n);
				push @{$cur->[1]}, $e if $e;
			}
		} elsif ($kw =~ /^(bool|tristate|string|int|hex|def_bool|def_tristate)$/) {
			($cur->{type} = $kw) =~ s/^def_//;
			if ($kw =~ /^def_/) {
				my ($v, $c) = split_if($rest);
				my $ve = kexpr($v, $file, $n);
				push @{$cur->{defaults}}, [$ve, $c ? kexpr($c, $file, $n) : undef] if $ve;
			} elsif ($rest =~ /^"/) {
				$cur->{prompt} = 1;
			}
		} elsif ($kw eq 'prompt') {
			$cur->{prompt} = 1;
		} elsif ($kw eq 'default') {
			my ($v, $c) = split_if($rest);
			my $ve = kexpr($v, $file, $n);
			push @{$cur->{defaults}}, [$ve, $c ? kexpr($c, $file, $n) : undef] if $ve;
		} elsif ($kw eq 'depends' && $rest =~ s/^on\s+//) {
			my ($v, $c) = split_if($rest);
			my $e = kexpr($v, $file, $n);
			# "depends on A if B" is "depends on A || !B"
			$e = ['or', $e, ['not', kexpr($c, $file, $n)]] if $e && $c;
			push @{$cur->{deps}}, $e if $e;
		} elsif ($kw eq 'select') {
			my ($v, $c) = split_if($rest);
			push @{$cur->{selects}}, [$v, $c ? kexpr($c, $file, $n) : undef];
		} elsif ($kw =~ /^(imply|range|visible|option|modules|transitional|optional)$/) {
			# no bearing on whether a module builds
		} elsif ($eth) {
			warn "sweep.pl: $file:$n: cannot read this line: $l\n";
		}
	}
	close($fh);
}

# split_if TEXT: (VALUE, CONDITION) of "VALUE if CONDITION"
sub split_if {
	my ($s) = @_;
	return ($1, $2) if $s =~ /^(.*?)\s+if\s+(.*)$/;
	return ($s, undef);
}

sub kexpr {
	my ($s, $file, $n) = @_;
	my $t = tokens($s);
	my $e = $t ? parse_expr($t) : undef;
	warn "sweep.pl: $file:$n: cannot read this expression: $s\n" unless $e || $KQUIET;
	return $e;
}

# read_kconfig ROOT: drivers/net/ethernet with its if/menu conditions,
# and every other Kconfig file of the tree for the kernel-wide symbols.
sub read_kconfig {
	my ($root) = @_;
	parse_kconfig($root, "$ETH/Kconfig", 1);
	open(my $fh, '-|', 'find', $root, '-name', 'Kconfig*', '-type', 'f') or die;
	my @files = sort map { chomp; s{^\Q$root\E/}{}r } <$fh>;
	close($fh);
	for my $f (@files) {
		next if $f =~ m{^arch/(?!x86/)};
		parse_kconfig($root, $f, 0);
	}
}

# --- values ------------------------------------------------------------

my %CONF;	# the kernel's options: NAME -> y, m or a string
our %FORCE;	# values the sweep sets
our %HELPING;

sub read_config {
	my ($f) = @_;
	for (split /\n/, slurp($f)) {
		$CONF{$1} = $2 =~ s/^"(.*)"$/$1/r if /^CONFIG_([A-Za-z0-9_]+)=(.*)$/;
	}
}

sub tri { my ($v) = @_; return $v eq 'y' ? 2 : $v eq 'm' ? 1 : 0; }

# value NAME: its tristate (0 n, 1 m, 2 y).  The kernel's config says, or
# the sweep; a symbol the kernel's config does not name and that has no
# prompt in ROOT is computed from its definition there (a helper such as
# PTP_1588_CLOCK_OPTIONAL that an older kernel may not have).
sub value {
	my ($s) = @_;
	return tri($s) if $s =~ /^[ymn]$/;
	return tri($FORCE{$s}) if exists $FORCE{$s};
	return tri($CONF{$s}) if exists $CONF{$s};
	return 2 if $s =~ /^NET_VENDOR_/ || $s eq 'ETHERNET';
	return 2 if arch_selects($s);
	my $e = $ENTRY{$s};
	return 0 unless $e && !$e->{prompt} && @{$e->{defaults}} && !$HELPING{$s};
	local $HELPING{$s} = 1;
	return entry_default($e);
}

# arch_selects NAME: x86 selects it (a capability of the architecture, such
# as HAS_IOPORT, that kernels from before the symbol had all the same)
my %ARCH_SEL;
sub arch_selects {
	my ($s) = @_;
	unless (%ARCH_SEL) {
		$ARCH_SEL{''} = 1;
		for my $e (values %ENTRY) {
			next unless $e->{file} =~ m{^arch/x86/} && exists $CONF{$e->{name}};
			$ARCH_SEL{$_->[0]} = 1 for @{$e->{selects}};
		}
	}
	return $ARCH_SEL{$s};
}

sub entry_default {
	my ($e) = @_;
	for my $d (@{$e->{defaults}}) {
		next if $d->[1] && evaluate($d->[1]) == 0;
		my $v = evaluate($d->[0]);
		for my $c (@{$e->{deps}}) {
			my $w = evaluate($c);
			$v = $w if $w < $v;
		}
		$v = 2 if $v == 1 && $e->{type} eq 'bool';
		return $v;
	}
	return 0;
}

sub strval {
	my ($s) = @_;
	return $s if $s =~ /^[ymn]$/ || $s =~ /^-?[0-9]/;
	return $FORCE{$s} // $CONF{$s} // ($ENTRY{$s} ? 'n' : $s);
}

sub evaluate {
	my ($e) = @_;
	my $k = $e->[0];
	return value($e->[1]) if $k eq 'sym';
	return 2 - evaluate($e->[1]) if $k eq 'not';
	if ($k eq 'and') {
		my ($a, $b) = (evaluate($e->[1]), evaluate($e->[2]));
		return $a < $b ? $a : $b;
	}
	if ($k eq 'or') {
		my ($a, $b) = (evaluate($e->[1]), evaluate($e->[2]));
		return $a > $b ? $a : $b;
	}
	no warnings 'numeric';
	my ($op, $x, $y) = @$e[1 .. 3];
	($x, $y) = (strval($x), strval($y));
	my $r = $op eq '=' ? $x eq $y : $op eq '!=' ? $x ne $y :
		$op eq '<' ? $x < $y : $op eq '>' ? $x > $y :
		$op eq '<=' ? $x <= $y : $x >= $y;
	return $r ? 2 : 0;
}

# unmet E: why E is n: the symbols to turn on, as "A" or "A|B" for a
# choice; COMPILE_TEST is never the way.
sub unmet {
	my ($e) = @_;
	return () if evaluate($e) > 0;
	my $k = $e->[0];
	return ($e->[1]) if $k eq 'sym';
	return map { unmet($_) } @$e[1, 2] if $k eq 'and';
	if ($k eq 'or') {
		my @w = grep { $_ ne 'COMPILE_TEST' } map { unmet($_) } @$e[1, 2];
		return @w ? (join('|', @w)) : ();
	}
	return ('!' . join('', expr_syms($e->[1]))) if $k eq 'not';
	return ("$e->[2]$e->[1]$e->[3]");
}

# --- Makefiles ---------------------------------------------------------

# makefile_lines FILE: its logical lines (continuations joined) as
# [line number, text]
sub makefile_lines {
	my ($f) = @_;
	my @out;
	my ($buf, $first) = ('', 0);
	my $n = 0;
	for my $l (split /\n/, slurp($f)) {
		$n++;
		$first ||= $n;
		if ($l =~ s/\\$//) {
			$buf .= "$l ";
			next;
		}
		push @out, [$first, $buf . $l];
		($buf, $first) = ('', 0);
	}
	push @out, [$first, $buf] if $buf ne '';
	return @out;
}

our $MQUIET = 0;	# its warnings said once, by the modules command

# read_makefile ROOT DIR: {modules => {M => SYMBOL}, objs => {M => [o...]}}
sub read_makefile {
	my ($root, $dir) = @_;
	my (%mods, %objs);
	for my $ln (makefile_lines("$root/$dir/Makefile")) {
		my ($n, $l) = @$ln;
		next if $l =~ /^\s*(#|$)/;
		if ($l =~ /^obj-/) {
			if ($l =~ /^obj-\$\(CONFIG_([A-Za-z0-9_]+)\)\s*[+:]?=\s*(.*)$/) {
				my $sym = $1;
				for my $o (split ' ', $2) {
					next if $o =~ m{/$};
					if ($o =~ /^([A-Za-z0-9_\-]+)\.o$/) {
						$mods{$1} = $sym;
					} elsif (!$MQUIET) {
						warn "sweep.pl: $dir/Makefile:$n: cannot read '$o' in: $l (skipped)\n";
					}
				}
			} elsif ($l !~ /^obj-(y|m)\s*[+:]?=/ && !$MQUIET) {
				warn "sweep.pl: $dir/Makefile:$n: cannot read this line: $l\n";
			}
		} elsif ($l =~ /^\s*([A-Za-z0-9_\-]+)-(?:y|objs|\$\(CONFIG_[A-Za-z0-9_:=]+\))\s*[+:]?=\s*(.*)$/) {
			# indented too: a list inside ifeq/ifneq
			push @{$objs{$1}}, grep { /\.o$/ } split(' ', $2);
		}
	}
	return {modules => \%mods, objs => \%objs};
}

# module_sources ROOT DIR M MF: M's C files, relative to DIR (every list,
# whatever its condition)
sub module_sources {
	my ($root, $dir, $m, $mf) = @_;
	my @o = $mf->{objs}{$m} ? @{$mf->{objs}{$m}} : ("$m.o");
	my %seen;
	return grep { -f "$root/$dir/$_" && !$seen{$_}++ } map { s/\.o$/.c/r } @o;
}

sub ethernet_makefiles {
	my ($root) = @_;
	open(my $fh, '-|', 'find', "$root/$ETH", '-name', 'Makefile', '-type', 'f') or die;
	my @d = sort map { chomp; s{^\Q$root\E/}{}r =~ s{/Makefile$}{}r } <$fh>;
	close($fh);
	return @d;
}

sub all_deps {
	my ($e) = @_;
	return (@{$e->{inh}}, @{$e->{deps}});
}

sub cmd_modules {
	my ($root) = @_;
	read_kconfig($root);
	for my $dir (ethernet_makefiles($root)) {
		my $mf = read_makefile($root, $dir);
		for my $m (sort keys %{$mf->{modules}}) {
			my $sym = $mf->{modules}{$m};
			my $e = $ENTRY{$sym};
			unless ($e) {
				warn "sweep.pl: $dir/Makefile: module $m is built by CONFIG_$sym, which no Kconfig defines\n";
				next;
			}
			my @src = module_sources($root, $dir, $m, $mf);
			my $text = join('', map { slurp("$root/$dir/$_") } @src);
			next unless $text =~ /\bnetif_napi_add\w*\s*\(/;
			my $pci = grep { $_ eq 'PCI' } map { expr_syms($_) } all_deps($e);
			$pci ||= $text =~ /\b(pci_register_driver|module_pci_driver)\s*\(|\bstruct\s+pci_driver\b/;
			next unless $pci;
			print join(' ', $m, $dir, $sym, @src), "\n";
		}
	}
	return 0;
}

# --- what a module needs of a kernel -------------------------------------

# suboptions SYM: the bool options of drivers/net/ethernet that hang on
# SYM (depend on it, or on one of them), in file order
sub suboptions {
	my ($sym) = @_;
	my %in = ($sym => 1);
	my @out;
	my $more = 1;
	while ($more) {
		$more = 0;
		for my $e (sort { $a->{file} cmp $b->{file} } grep { $_->{eth} } values %ENTRY) {
			next if $in{$e->{name}} || $e->{type} ne 'bool';
			next unless grep { $in{$_} } map { expr_syms($_) } all_deps($e);
			$in{$e->{name}} = 1;
			push @out, $e;
			$more = 1;
		}
	}
	return @out;
}

sub selects_met {
	my ($e) = @_;
	my @miss;
	for my $s (@{$e->{selects}}) {
		next if $s->[1] && evaluate($s->[1]) == 0;
		push @miss, $s->[0] if value($s->[0]) == 0;
	}
	return @miss;
}

sub cmd_needs {
	my ($root, $config, @mods) = @_;
	read_kconfig($root);
	read_config($config);
	for my $arg (@mods) {
		my ($m, $dir, $sym) = split /:/, $arg;
		my $e = $ENTRY{$sym} or die "sweep.pl: no Kconfig entry for $sym (module $m)\n";
		local %FORCE = ($sym => 'm');
		my (%seen, @miss);
		push @miss, unmet($_) for all_deps($e);
		push @miss, selects_met($e);
		@miss = grep { !$seen{$_}++ } @miss;
		# the sub-options on by default that this kernel can have,
		# until no more turn on
		my @on;
		my $changed = 1;
		while ($changed) {
			$changed = 0;
			for my $s (suboptions($sym)) {
				next if exists $FORCE{$s->{name}};
				next unless entry_default($s) > 0;
				next unless grep({ evaluate($_) == 0 } all_deps($s)) == 0;
				next if selects_met($s);
				$FORCE{$s->{name}} = 'y';
				push @on, $s->{name};
				$changed = 1;
			}
		}
		print "$m\t", join(',', @miss), "\t", join(' ', @on), "\n";
	}
	return 0;
}

# --- the module's Kbuild ---------------------------------------------------

# flags_above ROOT DIR: the subdir-ccflags of the Makefiles above DIR up
# to drivers/net/ethernet, their $(src) spelled out
sub flags_above {
	my ($root, $dir) = @_;
	my @out;
	my $d = $dir;
	while ($d =~ s{/[^/]+$}{} && length($d) >= length($ETH)) {
		next unless -f "$root/$d/Makefile";
		(my $rel = $d) =~ s{^\Q$ETH\E/?}{};
		for my $ln (makefile_lines("$root/$d/Makefile")) {
			my $l = $ln->[1];
			next unless $l =~ /^subdir-ccflags-y\s*[+:]?=/;
			$l =~ s/^subdir-ccflags-y\s*[+:]?=/subdir-ccflags-y +=/;
			$l =~ s{\$\(src\)}{\$(SWEEP_ROOT)/$rel}g;
			$l =~ s{/$}{};
			unshift @out, $l;
		}
	}
	return @out;
}

# own_lines ROOT DIR: DIR's Makefile without its obj- lines, the tree's
# paths pointed at the sweep's copy
sub own_lines {
	my ($root, $dir) = @_;
	my @out;
	for my $ln (makefile_lines("$root/$dir/Makefile")) {
		my $l = $ln->[1];
		next if $l =~ /^obj-/;
		$l =~ s{\$\(srctree\)/\Q$ETH\E}{\$(SWEEP_ROOT)}g;
		push @out, $l;
	}
	return @out;
}

sub cmd_kbuild {
	my ($root, $dir, $m, @sub) = @_;
	-f "$root/$dir/Makefile" or die "sweep.pl: no $dir/Makefile in $root\n";
	(my $rel = $dir) =~ s{^\Q$ETH\E/?}{};
	my $up = $rel eq '' ? '' : join('/', map { '..' } split(m{/}, $rel));
	print "# SPDX-License-Identifier: GPL-2.0\n";
	print "# Composed by tests/lib/sweep.sh: module $m from $dir/Makefile\n";
	print "# (its obj- lines left out), unmodified sources beside it.\n";
	print "SWEEP_ROOT := \$(abspath \$(src)", ($up ne '' ? "/$up" : ''), ")\n";
	print "CONFIG_$_ := y\n" for @sub;
	print "obj-m := $m.o\n";
	print "$_\n" for flags_above($root, $dir), own_lines($root, $dir);
	print "ccflags-y += -DCONFIG_$_=1\n" for @sub;
	# a trace header's TRACE_INCLUDE_PATH is relative to the tree's
	# include/trace, ../../drivers/net/ethernet/...: through this
	# directory it reaches the copy (sweep.sh makes it)
	print "ccflags-y += -I\$(SWEEP_ROOT)/.trace/include/trace\n";
	print "include \$(NAPI_COMPAT)/compat.mk\n";
	return 0;
}

# --- the files a build reads ---------------------------------------------

sub cmd_files {
	my ($root, $dir, $m) = @_;
	local $MQUIET = 1;
	my $mf = read_makefile($root, $dir);
	my %want;
	my @todo;
	opendir(my $dh, "$root/$dir") or die "sweep.pl: cannot read $root/$dir: $!\n";
	for (sort readdir($dh)) {
		next unless -f "$root/$dir/$_";
		push @todo, "$dir/$_" if /\.[ch]$/;
		$want{"$dir/$_"} = 1 if /\.h$/ || $_ eq 'Makefile';
	}
	closedir($dh);
	push @todo, map { "$dir/$_" } module_sources($root, $dir, $m, $mf);
	# the -I directories of its Makefiles, as paths in the tree
	my @inc = ($dir);
	for my $l (own_lines($root, $dir), flags_above($root, $dir)) {
		while ($l =~ /-I\s*(\S+)/g) {
			my $p = $1;
			$p =~ s{\$\(src\)}{$dir}g;
			$p =~ s{\$\(SWEEP_ROOT\)}{$ETH}g;
			push @inc, $p unless $p =~ /\$/;
		}
	}
	while (defined(my $f = shift @todo)) {
		next if $want{$f} && $want{$f} == 2;
		$want{$f} = 2;
		(my $fd = $f) =~ s{/[^/]*$}{};
		my $text = slurp("$root/$f");
		# "x.h" from the file's directory or the -I directories, <x.h>
		# from these (the kernel's own are the row's)
		my @hs = map { [$_, $fd, @inc] } $text =~ /^\s*#\s*include\s+"([^"]+)"/mg;
		push @hs, map { [$_, @inc] } $text =~ /^\s*#\s*include\s+<([^>]+)>/mg;
		for my $hb (@hs) {
			my ($h, @bases) = @$hb;
			for my $base (@bases) {
				my $p = canon("$base/$h");
				if (defined $p && -f "$root/$p") {
					push @todo, $p;
					last;
				}
			}
		}
	}
	print "$_\n" for sort grep { m{^\Q$ETH\E/} } keys %want;
	return 0;
}

sub canon {
	my @p;
	for (split m{/}, $_[0]) {
		next if $_ eq '.' || $_ eq '';
		if ($_ eq '..') {
			return undef unless @p;
			pop @p;
		} else {
			push @p, $_;
		}
	}
	return join('/', @p);
}

# --- what a failed build met ---------------------------------------------

# classify LOG MODULE:PREFIX...: a line of the log belongs to the module
# whose PREFIX (its directory in the build) it names, or, from the
# library's symbol check, whose MODULE.ko
sub cmd_classify {
	my ($log, @mods) = @_;
	my (%prefix, %names, %order, @order);
	for (@mods) {
		my ($m, $p) = split /:/, $_, 2;
		$prefix{$m} = $p;
		push @order, $m;
	}
	my $q = qr/['\x{2018}\x{2019}`]|\xe2\x80[\x98\x99]/;
	my $id = qr/$q([^'\x{2018}\x{2019}`\xe2]+)$q/;
	my @lines = split /\n/, slurp($log);
	my $ctx;	# the module the compiler's last "In file included from" named
	for my $i (0 .. $#lines) {
		my $l = $lines[$i];
		my $m;
		for my $c (@order) {
			my $p = $prefix{$c};
			if (index($l, "/$p/") >= 0 || index($l, "$p/") == 0 ||
			    $l =~ /napi-compat: ERROR: \Q$c\E\.ko uses/) {
				$m = $c;
				last;
			}
		}
		# an error in a kernel header the module's file included
		if ($l =~ /^(In file included from|\s+from) /) {
			$ctx = $m;
			next;
		}
		$m //= $ctx if $l =~ /^\S+:\d+:\d+: (fatal )?error: /;
		$ctx = undef;
		next unless defined $m;
		my @n;
		while ($l =~ /napi_compat_(\w+?)_is_not_bridged_before_([0-9_]+)/g) {
			push @n, "not bridged: $1 (" . ($2 =~ tr/_/./r) . ")";
		}
		if (@n) {
			# the name is the library's word for it; the rest of the
			# line is the compiler's
		} elsif ($l =~ /(?:error|warning): implicit declaration of function $id/) {
			push @n, "implicit: $1";
		} elsif ($l =~ /fatal error: ([^:]+): No such file or directory/) {
			push @n, "header: $1";
		} elsif ($l =~ /error: $id undeclared/) {
			push @n, "undeclared: $1";
		} elsif ($l =~ /error: $id has no member named $id/) {
			my ($t, $f) = ($1, $2);
			$t =~ s/^const //;
			push @n, "member: $t.$f";
		} elsif ($l =~ /error: unknown type name $id/) {
			push @n, "type: " . ($1 =~ s/^const //r);
		} elsif ($l =~ /error: invalid use of undefined type $id/ ||
			 $l =~ /error: (?:field|variable|parameter) $q[^'\x{2018}\x{2019}`\xe2]+$q has (?:initializer but )?incomplete type $id?/ && $1) {
			push @n, "type: " . ($1 =~ s/^const //r);
		} elsif ($l =~ /error: (?:too many|too few) arguments to function $id/ ||
			 $l =~ /error: (?:passing argument \d+ of|incompatible type for argument \d+ of|conflicting types for) $id/) {
			(my $f = $1) =~ s/^.*->//;
			push @n, "signature: $f";
		} elsif ($l =~ /error: (?:initialization|assignment) of .* from incompatible pointer type/) {
			my $near = '';
			for my $j ($i + 1 .. ($i + 4 > $#lines ? $#lines : $i + 4)) {
				if ($lines[$j] =~ /near initialization for $id/) {
					$near = $1;
					last;
				}
			}
			$near =~ s/^.*\.//;
			push @n, "signature: " . ($near ne '' ? ".$near" : 'a function pointer');
		} elsif ($l =~ /No rule to make target '([^']+)'/) {
			(my $t = $1) =~ s{^.*/}{};
			push @n, "other: no source for $t";
		} elsif ($l =~ /(?:ERROR|WARNING): modpost: "([^"]+)" \[.*\] undefined/) {
			push @n, "undefined: $1";
		} elsif ($l =~ /napi-compat: ERROR: \S+\.ko uses '([^']+)'/) {
			push @n, "undefined: $1";
		} elsif ($l =~ /\berror: (.*)$/ && !$names{$m}) {
			(my $t = $1) =~ s/\s*\[-W[^\]]*\]$//;
			$order{$m} //= "other: $t";
		}
		for (@n) {
			push @{$names{$m}}, $_;
		}
	}
	for my $m (@order) {
		my %seen;
		my @n = grep { !$seen{$_}++ } @{$names{$m} // []};
		@n = ($order{$m}) if !@n && $order{$m};
		print "$m\t", join(', ', sort @n), "\n";
	}
	return 0;
}

my $cmd = shift @ARGV // '';
my %cmds = (modules => \&cmd_modules, needs => \&cmd_needs, kbuild => \&cmd_kbuild,
	files => \&cmd_files, classify => \&cmd_classify);
$cmds{$cmd} or die "usage: sweep.pl modules|needs|kbuild|files|classify ARGS (see its head)\n";
exit($cmds{$cmd}->(@ARGV));
